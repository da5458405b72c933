/**
 * First-screen bundle size: the JS each page's HTML loads before its first screen shows, i.e. the
 * entry script and every chunk it preloads (`modulepreload` links), read from the built HTML.
 * `index.html` serves the signed-in screens (its preloads are the shell's and the dashboard's);
 * `auth.html` the sign-in screen. Lazily loaded chunks are not counted, nor the next screens the
 * signed-in app prefetches at idle once its first screen is up (`prefetch` links, ADR 056): they
 * are listed apart. Prints figures; asserts nothing. Run `npm run build` first (`npm run
 * bench:web-bundle` does).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../apps/web/dist');
/** The budget for the signed-in /dashboard's initial JS, gzipped. */
const DASHBOARD_BUDGET_KB = 150;
const kb = (bytes: number) => (bytes / 1000).toFixed(2).padStart(8);

/** The JS files of the tags in `html` that `tag` matches (a pattern with the file as group 1). */
const filesOf = (html: string, tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1]!);
const ENTRY = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/g;
const PRELOAD = /<link rel="modulepreload"[^>]*\shref="(\/assets\/[^"]+\.js)"/g;
const PREFETCH = /<link rel="prefetch"[^>]*\shref="(\/assets\/[^"]+\.js)"/g;

function report(page: string, label: string): number {
  const html = readFileSync(join(dist, page), 'utf8');
  const initial = total(`${label} (${page})`, [...filesOf(html, ENTRY), ...filesOf(html, PRELOAD)]);
  const prefetched = filesOf(html, PREFETCH);
  if (prefetched.length) total(`${label}: the next screens, prefetched at idle after it`, prefetched);
  return initial;
}

/** Prints each file's size, raw and gzipped, and their total; returns the gzipped total in kB. */
function total(heading: string, scripts: string[]): number {
  let raw = 0;
  let gzip = 0;
  console.log(`\n${heading}`);
  console.log(`${'  chunk'.padEnd(44)}${'raw kB'.padStart(8)}${'gzip kB'.padStart(9)}`);
  for (const script of scripts) {
    const bytes = readFileSync(join(dist, script));
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    console.log(`  ${script.replace('/assets/', '').padEnd(42)}${kb(bytes.length)} ${kb(zipped)}`);
  }
  console.log(`${'  total'.padEnd(44)}${kb(raw)} ${kb(gzip)}`);
  return gzip / 1000;
}

const dashboard = report('index.html', 'signed-in /dashboard');
report('auth.html', 'signed-out /auth');
const verdict = dashboard <= DASHBOARD_BUDGET_KB ? 'within' : 'OVER';
console.log(
  `\n/dashboard initial JS ${dashboard.toFixed(1)} kB gzipped: ${verdict} the ${DASHBOARD_BUDGET_KB} kB budget`,
);
