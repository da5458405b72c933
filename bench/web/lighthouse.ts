/**
 * First-screen performance: Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium
 * against the built app served by the real server on a fresh embedded database with demo data,
 * for the signed-out /auth and the signed-in /dashboard. Prints the scores, the paints, the
 * bytes and the initial-JS budget; asserts nothing. `npm run bench:web` builds first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { serveApp } from './serve';
import { median } from './median';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3260);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** `BENCH_WEB_PAGES=dashboard` measures one page only (comparing two builds of it is then half the time). */
const PAGES = (process.env.BENCH_WEB_PAGES ?? 'auth,dashboard').split(',');
/** Initial JS of the signed-in dashboard, over the wire: the issue's budget. */
const INITIAL_JS_BUDGET_KB = 150;

interface Figures {
  score: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  transferredKb: number;
  initialJsKb: number;
  requests: number;
}

function figures(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const firstParty = items.filter((i) => String(i.url).startsWith(base));
  // Initial JS: scripts the page asked for before its largest paint, on the observed (unthrottled)
  // timeline the request times are on: the entry and what it preloads, not code loaded later.
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const observedLcp = observed?.observedLargestContentfulPaint ?? Infinity;
  const initialJs = firstParty.filter(
    (i) => i.resourceType === 'Script' && Number(i.networkRequestTime ?? i.startTime ?? 0) <= observedLcp,
  );
  const kb = (list: Record<string, unknown>[]) => list.reduce((s, i) => s + Number(i.transferSize ?? 0), 0) / 1024;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    transferredKb: kb(firstParty),
    initialJsKb: kb(initialJs),
    requests: firstParty.length,
  };
}

/** BENCH_WEB_REPORT_DIR keeps every run's full report and trace, numbered in the order they ran. */
let reportsWritten = 0;

async function measure(browser: Browser, path: string, token?: string): Promise<Figures> {
  // A signed-in visit: the token is in localStorage before Lighthouse loads the page (and it is
  // told not to reset storage). The HTTP cache is cleared here instead: a first visit of the day.
  const page = await browser.newPage();
  await page.goto(`${base}/api/health`);
  await page.evaluate(
    (t) => (t ? window.localStorage.setItem('auth-token', t) : window.localStorage.clear()),
    token ?? '',
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    // Accessibility's checks run after the load, so they do not change the performance figures.
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(`${base}${path}`, flags, undefined, page);
  await page.close();
  if (!result) throw new Error('lighthouse returned nothing');
  if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
  if (process.env.BENCH_WEB_REPORT_DIR) {
    mkdirSync(process.env.BENCH_WEB_REPORT_DIR, { recursive: true });
    writeFileSync(
      join(process.env.BENCH_WEB_REPORT_DIR, `${path.replace(/\W/g, '') || 'root'}-${++reportsWritten}.json`),
      JSON.stringify(result.lhr),
    );
    writeFileSync(
      join(process.env.BENCH_WEB_REPORT_DIR, `${path.replace(/\W/g, '') || 'root'}-${reportsWritten}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  return figures(result.lhr);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken again. */
async function measureWithRetry(browser: Browser, path: string, token?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(browser, path, token);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  (${path}: ${error instanceof Error ? error.message : String(error)}; running it again)`);
    }
  }
}

async function main() {
  const { browser, demoToken: token, close } = await serveApp(PORT, process.env.BENCH_WEB_DEVNET_PORT ?? '18660');
  try {
    console.log(`web bench: Lighthouse 12, mobile, simulated throttling, median of ${RUNS} runs`);
    // The median, and each run's score: Lantern's paint estimates swing between runs of one build.
    const rows: [string, Figures, Figures[]][] = [];
    const pages = [
      ['/auth (signed out)', '/auth', undefined],
      ['/dashboard (signed in)', '/dashboard', token],
    ] as const;
    for (const [name, path, auth] of pages.filter(([, path]) => PAGES.includes(path.slice(1)))) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(browser, path, auth));
      const pick = (k: keyof Figures) => median(runs.map((r) => r[k]));
      rows.push([
        name,
        Object.fromEntries((Object.keys(runs[0]!) as (keyof Figures)[]).map((k) => [k, pick(k)])) as unknown as Figures,
        runs,
      ]);
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const [name, f, runs] of rows) {
      console.log(`\n  ${name}`);
      console.log(`    performance score        ${f.score} (runs: ${runs.map((r) => r.score).join(', ')})`);
      // Which way Lantern went in each run: a first paint estimated early leaves start-up's tasks
      // after it, where blocking time counts them (ADR 044, 047).
      console.log(`    each run: paint, blocking ${runs.map((r) => `${s(r.fcp)} ${r.tbt.toFixed(0)} ms`).join('; ')}`);
      console.log(`    accessibility score      ${f.accessibility}`);
      console.log(`    first contentful paint   ${s(f.fcp)}`);
      console.log(`    largest contentful paint ${s(f.lcp)}`);
      console.log(`    total blocking time      ${f.tbt.toFixed(0)} ms`);
      console.log(`    cumulative layout shift  ${f.cls.toFixed(3)}`);
      console.log(`    speed index              ${s(f.si)}`);
      console.log(`    transferred              ${f.transferredKb.toFixed(1)} KiB in ${f.requests} requests`);
      console.log(`    initial JS (wire)        ${f.initialJsKb.toFixed(1)} KiB`);
    }
    const dashboard = rows.find(([name]) => name.startsWith('/dashboard'))?.[1];
    if (dashboard)
      console.log(
        `\n  initial JS budget (/dashboard ≤ ${INITIAL_JS_BUDGET_KB} KB): ${dashboard.initialJsKb.toFixed(1)} KiB — ${dashboard.initialJsKb <= INITIAL_JS_BUDGET_KB ? 'within' : 'OVER'}`,
      );
  } finally {
    await close();
  }
}

await main();
