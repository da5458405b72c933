import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Puts the stylesheet into each page's `<style>` instead of a `<link>`: the first paint then waits
 * for the HTML only, not for a second, render-blocking request (on a phone network, a round trip
 * or two). The app has one stylesheet (Tailwind's), about 14 kB compressed, and the HTML is sent
 * precompressed. The CSP allows inline styles already (see the server's security-headers.ts).
 * Runs after route-preloads, so it sees every page it writes.
 */
export function inlineCss(): Plugin {
  return {
    name: 'naijawallet:inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const pages = Object.values(bundle).filter(
        (a): a is OutputAsset => a.type === 'asset' && a.fileName.endsWith('.html'),
      );
      for (const page of pages) {
        const styles: string[] = [];
        const html = String(page.source).replace(
          /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (_link, fileName: string) => {
            const css = bundle[fileName];
            if (css?.type !== 'asset') throw new Error(`inline-css: ${fileName} not in the bundle`);
            // `</style` inside the CSS would end the element early; Tailwind never writes it.
            const text = String(css.source);
            if (/<\/style/i.test(text)) throw new Error(`inline-css: ${fileName} contains </style`);
            styles.push(text);
            return '';
          },
        );
        // Without it the loading markup would paint unstyled and jump when the app's CSS arrives.
        if (styles.length === 0) throw new Error(`inline-css: ${page.fileName} links no stylesheet to inline`);
        // Last in <head>: the preload scanner meets every script link before the long style.
        page.source = html.replace('</head>', `<style>${styles.join('')}</style>\n  </head>`);
      }
    },
  };
}
