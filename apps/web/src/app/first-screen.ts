import type { createAppRouter } from './router';

type AppRouter = Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>;

/**
 * The longest the first render waits for the first screen's code and data. They are nearly
 * always on their way already (index.html asked for the data while the app's code downloaded).
 * A slow answer still gets its skeleton after this long.
 */
const FIRST_SCREEN_WAIT_MS = 250;

/** Resolves once the router has loaded the code of the routes it starts on. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves when the first screen can render: once the router has loaded its first routes' code,
 * and the prefetched data has settled or `waitMs` has passed.
 *
 * - The router, always. RouterProvider reads the router's state when it renders and subscribes to
 *   it only when it commits; the first render is a time-sliced transition, so a change between the
 *   two would be lost and the screen would stay on its loading spinner.
 * - The data, briefly. The screen then commits once, filled in, instead of as skeletons first and
 *   again when its data lands. That second render is synchronous (query results come through an
 *   external store) and, for a whole dashboard, one long task.
 */
export function firstScreenReady(router: AppRouter, prefetched: Promise<void>, waitMs = FIRST_SCREEN_WAIT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.all([routerReady(router), Promise.race([prefetched, waited])]).then(() => clearTimeout(timer));
}
