import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * For each HTML page, the lazily loaded route modules its first screen needs.
 * `index.html` serves every signed-in screen; `auth.html` the sign-in screen (see the server's
 * web-app.ts).
 */
export type RoutePages = Record<string, string[]>;

/**
 * Adds `<link rel="modulepreload">` for the given route modules (and everything they import) to
 * each page, writing `index.html`'s siblings as copies of it. The browser then fetches a screen's
 * code together with the entry, instead of a round trip later when the router asks for it.
 *
 * `prefetched` names the screens the signed-in first screen leads to. Every page carries their
 * code's `<link rel="prefetch">` tags in `<template id="next-screens">`, inert until the app puts
 * them in the head once its first screen is up (`prefetchNextScreens`, ADR 056): the browser then
 * fetches them into its cache at idle priority, without running them.
 */
export function routePreloads(pages: RoutePages, prefetched: string[] = []): Plugin {
  return {
    name: 'naijawallet:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (!index) return;
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const closure = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const name of chunk.imports) {
          const imported = bundle[name];
          if (imported?.type === 'chunk') closure(imported, seen);
        }
        return seen;
      };
      const template = String(index.source);
      const filesOf = (modules: string[]) => {
        const files = new Set<string>();
        for (const suffix of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${suffix}`);
          for (const file of closure(chunk)) files.add(file);
        }
        return files;
      };
      // The entry and its CSS are in the template already.
      const notInTemplate = (file: string) => !template.includes(`/${file}"`);
      for (const [fileName, modules] of Object.entries(pages)) {
        const preloaded = filesOf(modules);
        const later = [...filesOf(prefetched)].filter((file) => !preloaded.has(file));
        const links = [...preloaded]
          .filter(notInTemplate)
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        const next = later.filter(notInTemplate).map((file) => `<link rel="prefetch" crossorigin href="/${file}">`);
        const nextScreens = next.length ? `    <template id="next-screens">${next.join('')}</template>\n` : '';
        const html = template.replace('</head>', `${links}${nextScreens}  </head>`);
        if (fileName === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName, source: html });
      }
    },
  };
}
