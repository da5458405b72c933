import { useState } from 'react';
import { useLiveStatus } from '../../lib/live-updates/live-status';
import type { LiveStatus } from '../../lib/live-updates/live-socket';

/**
 * Spec §2 Shell: a green 'Live updates connected' marker while the socket is up. It sits in the
 * top bar (never over the page), shortened to 'Live' on small screens. The status region stays
 * mounted so screen readers announce the change when the socket connects.
 *
 * The dot pings a few times when the socket comes back after a drop, then rests. The first
 * connection, while the page itself is still appearing, only fades in: motion there is no news,
 * and on a phone without a free GPU its three seconds of repainting compete with the first screen.
 */
export function LiveIndicator() {
  const status = useLiveStatus();
  const reconnected = useReconnected(status);
  const connected = status === 'connected';
  return (
    <span role="status" className="flex shrink-0">
      {connected && (
        <span
          data-testid="live-banner"
          className="inline-flex animate-fade-in items-center gap-1.5 rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-600/25 ring-inset sm:text-xs dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-400/25"
        >
          <span className="relative flex size-2" aria-hidden>
            {reconnected && (
              <span
                data-testid="live-ping"
                className="absolute inline-flex size-full animate-ping-few rounded-full bg-brand-500/60 motion-reduce:hidden"
              />
            )}
            <span className="relative inline-flex size-2 rounded-full bg-brand-600 dark:bg-brand-400" />
          </span>
          <span>
            Live<span className="sr-only md:not-sr-only"> updates connected</span>
          </span>
        </span>
      )}
    </span>
  );
}

/** Whether the socket is up again after having been up and dropped, since this marker mounted. */
function useReconnected(status: LiveStatus): boolean {
  const [seen, setSeen] = useState({ status, connections: status === 'connected' ? 1 : 0 });
  if (seen.status !== status) {
    setSeen({ status, connections: seen.connections + (status === 'connected' ? 1 : 0) });
  }
  return status === 'connected' && seen.connections > 1;
}
