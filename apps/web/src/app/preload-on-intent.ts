import { matchRoutes, type RouteObject } from 'react-router';

/** How long a mouse rests on a link before its screen's code loads: passing over one is not intent. */
export const HOVER_INTENT_MS = 100;

/**
 * Starts loading a screen's code as soon as the user shows they are about to open it, so the tap
 * finds it loaded instead of waiting a phone network's round trips for it (each screen is its own
 * chunk). Intent is a finger or pen going down on a link, keyboard focus on it, or a mouse resting
 * on it for {@link HOVER_INTENT_MS}; and typing in a form that names, in `data-preload-route`, the
 * screen its submission leads to (signing in: the dashboard). Nothing loads that the user does not
 * reach for: on mobile data every kilobyte is the user's money. One listener per event type on the
 * document covers every in-app link and form, wherever a feature renders it. Returns the function
 * that removes them.
 */
export function preloadOnIntent(routes: RouteObject[], root: Document = document): () => void {
  const loaded = new Set<string>();
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;

  const preload = (pathname: string) => {
    if (loaded.has(pathname)) return;
    loaded.add(pathname);
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      if (typeof route.lazy !== 'function') continue;
      // A failed download (offline) is retried by the next intent, or by the navigation itself.
      void Promise.resolve(route.lazy()).catch(() => loaded.delete(pathname));
    }
  };

  const linkAt = (target: EventTarget | null): HTMLAnchorElement | undefined => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    return link instanceof HTMLAnchorElement ? link : undefined;
  };
  const inAppPath = (link: HTMLAnchorElement): string | undefined => {
    const url = new URL(link.href, root.baseURI);
    return url.origin === new URL(root.baseURI).origin ? url.pathname : undefined;
  };
  /** Moving between a link's own parts (its icon and its text) neither starts nor ends a hover. */
  const withinLink = (link: HTMLAnchorElement, other: EventTarget | null) =>
    other instanceof Node && link.contains(other);

  const onPointerOver = (event: PointerEvent) => {
    const link = linkAt(event.target);
    const pathname = link && inAppPath(link);
    if (!pathname) return;
    if (event.pointerType !== 'mouse') return preload(pathname);
    if (withinLink(link, event.relatedTarget)) return;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => preload(pathname), HOVER_INTENT_MS);
  };
  const onPointerOut = (event: PointerEvent) => {
    const link = linkAt(event.target);
    if (event.pointerType === 'mouse' && link && !withinLink(link, event.relatedTarget)) clearTimeout(hoverTimer);
  };
  const onIntent = (event: Event) => {
    const link = linkAt(event.target);
    const pathname = link && inAppPath(link);
    if (pathname) preload(pathname);
  };

  const onInput = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-preload-route]') : null;
    const pathname = form?.dataset.preloadRoute;
    if (pathname) preload(pathname);
  };

  const options = { capture: true, passive: true };
  root.addEventListener('pointerover', onPointerOver, options);
  root.addEventListener('pointerout', onPointerOut, options);
  root.addEventListener('pointerdown', onIntent, options);
  root.addEventListener('focusin', onIntent, options);
  root.addEventListener('input', onInput, options);
  return () => {
    clearTimeout(hoverTimer);
    root.removeEventListener('pointerover', onPointerOver, options);
    root.removeEventListener('pointerout', onPointerOut, options);
    root.removeEventListener('pointerdown', onIntent, options);
    root.removeEventListener('focusin', onIntent, options);
    root.removeEventListener('input', onInput, options);
  };
}
