import { useLiveStatus } from '../../lib/live-updates/live-status';

/** Spec §2 Shell: a green 'Live updates connected' marker while the socket is up; a slim pill. */
export function LiveBanner() {
  const status = useLiveStatus();
  if (status !== 'connected') return null;
  return (
    <div
      data-testid="live-banner"
      role="status"
      className="pointer-events-none fixed right-3 bottom-3 z-20 animate-fade-in sm:right-5 sm:bottom-5"
    >
      <span className="flex items-center gap-2 rounded-full bg-emerald-600/95 py-1 pr-3 pl-2.5 text-[11px] font-semibold whitespace-nowrap sm:text-xs text-white shadow-pop ring-1 ring-white/20 backdrop-blur dark:bg-emerald-500/90 dark:text-emerald-950">
        <span className="relative flex size-2" aria-hidden>
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-white/70 motion-reduce:hidden" />
          <span className="relative inline-flex size-2 rounded-full bg-white dark:bg-emerald-950" />
        </span>
        Live updates connected
      </span>
    </div>
  );
}
