import { startTransition, useEffect, useState } from 'react';

/** How long after mounting a deferred part waits before loading, so it stays off the first screen. */
export const STARTUP_MS = 1_000;

/**
 * True a moment after the first screen: `afterMs` after mounting, once the browser is idle.
 * For parts of the page nobody uses in the first second (a menu, a drawer; with 0, a part below
 * the fold): their code then loads after the screen's own, instead of competing with it on a slow
 * phone network.
 */
export function useAfterStartup(afterMs = STARTUP_MS): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    // A transition: a part that suspends while its code loads keeps showing what it showed.
    const start = () => startTransition(() => setReady(true));
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = requestIdleCallback(start, { timeout: 1_000 });
      else start();
    }, afterMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [afterMs]);
  return ready;
}
