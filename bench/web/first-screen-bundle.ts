/**
 * First-screen bundle size: what a visitor to /auth downloads before the sign-in form shows.
 * Prints figures; asserts nothing. Run `npm run build` first.
 *
 * The first screen is the entry script plus every chunk Vite preloads for it (the static import
 * graph: `modulepreload` links) and the entry stylesheet, read from the built `index.html`.
 * Lazy route chunks are not counted: /auth is bundled into the entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);

const kb = (bytes: number) => (bytes / 1000).toFixed(2).padStart(8);
let raw = 0;
let gzip = 0;
console.log(`${'chunk'.padEnd(44)}${'raw kB'.padStart(8)}${'gzip kB'.padStart(9)}`);
for (const asset of assets) {
  const bytes = readFileSync(join(dist, asset));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(`${asset.replace('/assets/', '').padEnd(44)}${kb(bytes.length)} ${kb(zipped)}`);
}
console.log(`${'total (/auth first screen)'.padEnd(44)}${kb(raw)} ${kb(gzip)}`);
