import { useLiveStatus } from '../../lib/live-updates/live-status';

/**
 * Spec §2 Shell: a green 'Live updates connected' marker while the socket is up. It sits in the
 * top bar (never over the page), shortened to 'Live' on small screens. The status region stays
 * mounted so screen readers announce the change when the socket connects. The dot pings a few
 * times on connecting and then rests, so an open tab does not repaint forever.
 */
export function LiveIndicator() {
  const connected = useLiveStatus() === 'connected';
  return (
    <span role="status" className="flex shrink-0">
      {connected && (
        <span
          data-testid="live-banner"
          className="inline-flex animate-fade-in items-center gap-1.5 rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-600/25 ring-inset sm:text-xs dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-400/25"
        >
          <span className="relative flex size-2" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping-few rounded-full bg-brand-500/60 motion-reduce:hidden" />
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
