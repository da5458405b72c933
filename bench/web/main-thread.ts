/**
 * Where the signed-in dashboard's first load blocks the main thread, from Chromium traces of loads
 * at full speed, each task counted 4 times as long, as Lighthouse's simulated phone counts it (the
 * network unthrottled). Each load is a fresh browser context with an empty cache. For every task
 * over 50 ms so counted it sums the excess (what Lighthouse's blocking time sums), grouped by what
 * the task did: `html` (parsing the page), `eval` (evaluating modules), `micro` (promise
 * callbacks: creating the router), `frame` (style, layout and paint), `call` (a callback: React's
 * effects, a timer) and `other`. Prints each group's mean a load, and the median of the excess
 * after the first contentful paint.
 *
 * A task's time is the wall clock's, as Lighthouse takes it, and it grows while the main thread
 * waits for a core: on a 2-core host shared with the server and the browser's other processes,
 * the page's long tasks have taken 3–4 times their CPU time. So the bench also prints the same sum
 * from each task's CPU time (`tdur`): the page's own work, whatever else the machine is doing.
 *
 * The host's speed drifts within minutes. To compare two builds, give the second one's `dist` as
 * `BENCH_WEB_DIST_B` (build it, copy `apps/web/dist` away, change, build again): both are
 * served at once and loaded alternately, so drift falls on both alike. `BENCH_WEB_RUNS` loads
 * each (default 10). `npm run bench:web-main-thread` builds first; it asserts nothing.
 */
import type { Browser } from 'puppeteer-core';
import { serveApp } from './serve';
import { median } from './median';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 10);
const DIST_B = process.env.BENCH_WEB_DIST_B;
/** Lighthouse's mobile CPU slowdown, applied to the observed tasks as its simulation does. */
const SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, which does not grow while the thread waits for a core. */
  tdur?: number;
  args?: { name?: string; data?: { frames?: { processId: number }[] } };
}

type Kind = 'html' | 'eval' | 'micro' | 'frame' | 'call' | 'other';
const KINDS: Kind[] = ['html', 'eval', 'micro', 'frame', 'call', 'other'];

/** A load's blocking excess by kind, after the first contentful paint, and from CPU time. */
interface Load {
  byKind: Record<Kind, number>;
  afterPaint: number;
  /** Σ(4 × the task's CPU time − 50 ms) over all tasks: the page's own work, unslowed by a busy host. */
  cpu: number;
  cpuByKind: Record<Kind, number>;
}

async function traceLoad(browser: Browser, base: string, token: string): Promise<TraceEvent[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await page.goto(`${base}/api/health`);
    await page.evaluate((t) => window.localStorage.setItem('auth-token', t), token);
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    });
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector('[data-testid=total-balance]', { timeout: 60_000 });
    // Until the page is quiet: the rows' code, the effects, the idle callbacks.
    await new Promise((r) => setTimeout(r, 4_000));
    const trace = await page.tracing.stop();
    return (JSON.parse(Buffer.from(trace!).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

function kindOf(children: TraceEvent[]): Kind {
  const has = (name: string) => children.some((e) => e.name === name && SLOWDOWN * (e.dur ?? 0) > 5_000);
  if (has('ParseHTML')) return 'html';
  if (has('v8.evaluateModule')) return 'eval';
  if (has('Layout')) return 'frame';
  if (has('FunctionCall')) return 'call';
  if (has('RunMicrotasks')) return 'micro';
  return 'other';
}

function analyse(events: TraceEvent[]): Load {
  const pid = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  const tid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid)?.tid;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? Infinity;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  let afterPaint = 0;
  let cpu = 0;
  const cpuByKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  for (const task of main.filter((e) => e.name === 'RunTask')) {
    const excess = (SLOWDOWN * task.dur!) / 1000 - 50;
    if (excess <= 0) continue;
    const end = task.ts + task.dur!;
    const kind = kindOf(main.filter((e) => e !== task && e.ts >= task.ts && e.ts < end));
    const cpuExcess = Math.max(0, (SLOWDOWN * (task.tdur ?? 0)) / 1000 - 50);
    byKind[kind] += excess;
    cpuByKind[kind] += cpuExcess;
    cpu += cpuExcess;
    if (task.ts >= paint) afterPaint += excess;
  }
  return { byKind, afterPaint, cpu, cpuByKind };
}

function report(label: string, loads: Load[]) {
  const mean = (k: Kind, of: 'byKind' | 'cpuByKind') => loads.reduce((sum, l) => sum + l[of][k], 0) / loads.length;
  const byKind = (of: 'byKind' | 'cpuByKind') => KINDS.map((k) => `${k} ${mean(k, of).toFixed(0)}`).join(', ');
  console.log(`  ${label}`);
  console.log(`    excess a load, by kind   ${byKind('byKind')} ms`);
  console.log(`    after first paint        median ${median(loads.map((l) => l.afterPaint)).toFixed(0)} ms`);
  console.log(`    each load                ${loads.map((l) => l.afterPaint.toFixed(0)).join(', ')} ms`);
  console.log(`    from CPU time, by kind   ${byKind('cpuByKind')} ms`);
  console.log(`    from CPU time            median ${median(loads.map((l) => l.cpu)).toFixed(0)} ms`);
  console.log(`    each load                ${loads.map((l) => l.cpu.toFixed(0)).join(', ')} ms`);
}

const builds = [{ label: 'this build (apps/web/dist)', dist: process.env.WEB_DIST }];
if (DIST_B) builds.push({ label: `build B (${DIST_B})`, dist: DIST_B });
const served = [];
try {
  for (const [i, build] of builds.entries()) {
    if (build.dist) process.env.WEB_DIST = build.dist;
    else delete process.env.WEB_DIST;
    served.push(await serveApp(3291 + i, String(18691 + i)));
  }
  const loads: Load[][] = builds.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [i, s] of served.entries()) loads[i]!.push(analyse(await traceLoad(s.browser, s.base, s.demoToken)));
  }
  console.log(
    `main-thread bench: /dashboard signed in, tasks × ${SLOWDOWN} as Lighthouse simulates them, ${RUNS} loads a build, Σ(task − 50 ms)`,
  );
  for (const [i, build] of builds.entries()) report(build.label, loads[i]!);
} finally {
  for (const s of served) await s.close();
}
