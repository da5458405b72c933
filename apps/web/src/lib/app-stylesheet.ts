/**
 * Turns on the whole stylesheet of a page whose HTML inlines only its own screen's rules (the
 * sign-in pages, ADR 047), and resolves once it applies. The page links it with `media="print"`,
 * so it downloads early without holding up the first paint; the app's screens need all of it.
 * Resolves at once elsewhere, and also when the file fails to load: the screen on the page is
 * styled already, and the app is better running than waiting.
 */
export function appStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!link || link.media === 'all') return Promise.resolve();
  // A stylesheet that has loaded has its sheet; one whose request has ended either way has a
  // resource timing entry. Neither fires its events again.
  const settled = link.sheet !== null || performance.getEntriesByName(link.href).length > 0;
  return new Promise((resolve) => {
    if (!settled) {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    }
    link.media = 'all';
    if (settled) resolve();
  });
}
