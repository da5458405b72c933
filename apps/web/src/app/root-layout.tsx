import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { useSession } from '../lib/session';
import { SessionProvider } from './providers/session-provider';

function SessionGate() {
  const { isRestoring } = useSession();
  return isRestoring ? <FullScreenSpinner label="Restoring your session" /> : <Outlet />;
}

export function RootLayout() {
  return (
    <SessionProvider>
      <SessionGate />
      <Toaster />
    </SessionProvider>
  );
}
