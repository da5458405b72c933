import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';

/**
 * The stored session could not be checked: the server is out of reach (offline, or down). The
 * user is still signed in on this device; the sign-in page would wrongly say otherwise. Coming back
 * online tries again by itself (React Query refetches on reconnect), and so does the button.
 */
export function SessionUnreachable({
  onRetry,
  onSignOut,
}: {
  onRetry: () => Promise<void>;
  /** Forgets the session on this device (a shared phone), server or not. */
  onSignOut: () => Promise<void>;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    await onRetry();
    setRetrying(false);
  };
  return (
    <main
      data-testid="session-unreachable"
      className="flex min-h-dvh items-center justify-center bg-slate-50 px-6 dark:bg-slate-950"
    >
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-300">
          <WifiOff className="size-7" aria-hidden />
        </span>
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">We can't reach NaijaWallet</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Check your internet connection. You are still signed in, and your money is safe.
        </p>
        <Button
          onClick={() => void retry()}
          loading={retrying}
          loadingText="Trying again..."
          data-testid="session-retry"
        >
          Try again
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void onSignOut()} data-testid="session-sign-out">
          Sign out on this device
        </Button>
      </div>
    </main>
  );
}
