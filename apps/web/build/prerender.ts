import type { OutputAsset } from 'rolldown';
import { createServer, type Plugin } from 'vite';

/** Pages of the build, each with the app URL whose signed-out screen it shows before the app runs. */
export type PrerenderPages = Record<string, string>;

/** The app's container and the loading markup it holds until the app renders (index.html). */
const ROOT = /<div id="root">\s*<!-- first-screen -->[\s\S]*?<!-- \/first-screen -->\s*<\/div>/;

/**
 * Writes the screen the app renders at each page's URL into the page's `#root`, instead of its
 * loading spinner (ADR 044). The markup comes from `src/app/prerender.tsx`, loaded through a Vite
 * dev server in SSR mode, so it is the app's own components. `data-prerendered` tells the app to
 * hydrate it (ADR 047); it is `inert` until the app has, so nothing is typed into a form before it
 * works. Runs after route-preloads, which writes the pages.
 */
export function prerenderPages(pages: PrerenderPages): Plugin {
  let root = process.cwd();
  return {
    name: 'naijawallet:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const server = await createServer({
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { prerender } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          prerender(url: string): Promise<string>;
        };
        for (const [fileName, url] of Object.entries(pages)) {
          const page = bundle[fileName] as OutputAsset | undefined;
          if (page?.type !== 'asset') throw new Error(`prerender: ${fileName} not in the bundle`);
          const html = String(page.source);
          if (!ROOT.test(html)) throw new Error(`prerender: ${fileName} has no #root with first-screen marks`);
          const markup = await prerender(url);
          // Nothing but the markup inside the container: React hydrates its children as they are.
          page.source = html.replace(ROOT, () => `<div id="root" inert data-prerendered>${markup}</div>`);
        }
      } finally {
        await server.close();
      }
    },
  };
}
