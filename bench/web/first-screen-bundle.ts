/**
 * First-screen bundle size: the JS each page's HTML loads before its first screen shows, i.e. the
 * entry script and every chunk it preloads (`modulepreload` links), read from the built HTML.
 * `index.html` serves the signed-in screens (its preloads are the shell's and the dashboard's);
 * `auth.html` the sign-in screen. Lazily loaded chunks are not counted. Prints figures; asserts
 * nothing. Run `npm run build` first (`npm run bench:web-bundle` does).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../apps/web/dist');
/** The budget for the signed-in /dashboard's initial JS, gzipped. */
const DASHBOARD_BUDGET_KB = 150;
const kb = (bytes: number) => (bytes / 1000).toFixed(2).padStart(8);

function report(page: string, label: string): number {
  const html = readFileSync(join(dist, page), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  console.log(`\n${label} (${page})`);
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
