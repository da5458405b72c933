import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { useSession } from '../lib/session';
import { SessionProvider } from './providers/session-provider';
import { SessionUnreachable } from './session-unreachable';

function SessionGate() {
  const { isRestoring, restoreFailed, retryRestore, signOut } = useSession();
  if (isRestoring) return <FullScreenSpinner label="Restoring your session" />;
  if (restoreFailed) return <SessionUnreachable onRetry={retryRestore} onSignOut={signOut} />;
  return <Outlet />;
}

export function RootLayout() {
  return (
    <SessionProvider>
      <SessionGate />
      <Toaster />
    </SessionProvider>
  );
}
