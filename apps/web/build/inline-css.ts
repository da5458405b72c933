import { join } from 'node:path';
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';
import { criticalCss } from './critical-css';

export interface InlineCssOptions {
  /**
   * Pages whose HTML already holds their screen (build/prerender.ts): they get only the rules that
   * markup uses, and the whole stylesheet as a `<link data-app-css>` that blocks nothing (ADR 047).
   */
  critical: string[];
  /** The app's source stylesheet, from which the critical rules are compiled. */
  stylesheet: string;
}

/**
 * Puts the stylesheet into each page's `<style>` instead of a `<link>`: the first paint then waits
 * for the HTML only, not for a second, render-blocking request (on a phone network, a round trip
 * or two). The app has one stylesheet (Tailwind's), about 14 kB compressed, and the HTML is sent
 * precompressed. The CSP allows inline styles already (see the server's security-headers.ts).
 *
 * A prerendered page (`critical`) inlines only its screen's rules, about a third of the
 * stylesheet, so its HTML fits in a phone network's first round trip and parses sooner. The whole
 * stylesheet is linked with `media="print"`: fetched at the lowest priority without blocking the
 * paint; the entry turns it on before the app renders (src/lib/app-stylesheet.ts).
 * Runs after route-preloads and prerender, so it sees every page they write, with its screen.
 */
export function inlineCss(options: InlineCssOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'naijawallet:inline-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const pages = Object.values(bundle).filter(
        (a): a is OutputAsset => a.type === 'asset' && a.fileName.endsWith('.html'),
      );
      for (const page of pages) {
        const styles: string[] = [];
        const links: string[] = [];
        const html = String(page.source).replace(
          /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (_link, fileName: string) => {
            const css = bundle[fileName];
            if (css?.type !== 'asset') throw new Error(`inline-css: ${fileName} not in the bundle`);
            // `</style` inside the CSS would end the element early; Tailwind never writes it.
            const text = String(css.source);
            if (/<\/style/i.test(text)) throw new Error(`inline-css: ${fileName} contains </style`);
            styles.push(text);
            links.push(`<link rel="stylesheet" href="/${fileName}" media="print" data-app-css>`);
            return '';
          },
        );
        // Without it the loading markup would paint unstyled and jump when the app's CSS arrives.
        if (styles.length === 0) throw new Error(`inline-css: ${page.fileName} links no stylesheet to inline`);
        const head = options.critical.includes(page.fileName)
          ? `<style>${await criticalCss(join(root, options.stylesheet), html)}</style>${links.join('')}`
          : `<style>${styles.join('')}</style>`;
        // Last in <head>: the preload scanner meets every script link before the long style.
        page.source = html.replace('</head>', `${head}\n  </head>`);
      }
    },
  };
}
