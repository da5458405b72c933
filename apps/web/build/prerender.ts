import type { OutputAsset } from 'rolldown';
import { createServer, type Plugin } from 'vite';

/** Pages of the build, each with the app URL whose signed-out screen it shows before the app runs. */
export type PrerenderPages = Record<string, string>;

/** Where a page's first-screen markup goes: the app replaces it on its first render. */
const FIRST_SCREEN = /<!-- first-screen -->[\s\S]*?<!-- \/first-screen -->/;

/**
 * Writes the screen the app renders at each page's URL into the page, between index.html's
 * `first-screen` marks, instead of its loading spinner (ADR 044). The markup comes from
 * `src/app/prerender.tsx`, loaded through a Vite dev server in SSR mode, so it is the app's own
 * components; it is `inert` until the app's first render takes its place, so nothing is typed into
 * a form that is about to be replaced. Runs after route-preloads, which writes the pages.
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
          if (!FIRST_SCREEN.test(html)) throw new Error(`prerender: ${fileName} has no first-screen marks`);
          const markup = await prerender(url);
          page.source = html.replace(FIRST_SCREEN, () => `<div inert>${markup}</div>`);
        }
      } finally {
        await server.close();
      }
    },
  };
}
