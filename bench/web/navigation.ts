/**
 * From tap to screen: how long a signed-in user waits for a screen they open from the dashboard
 * for the first time (its code not yet loaded), on Lighthouse's phone (a slow 4G network: 562.5 ms
 * a request and 1.6 Mbit/s, as its DevTools throttling applies it, and the CPU slowed 4 times).
 * The pointer rests on the link for a while before the click, as a hand does: `BENCH_NAV_DWELL`
 * (milliseconds, default 0,150,300). Each visit is a fresh browser profile. Then, on the same
 * phone, signing in: from the tap on Sign In to the dashboard's total balance, the credentials
 * typed at 80 ms a key first. Prints medians; asserts nothing. `npm run bench:web-navigation`
 * builds first.
 */
import type { Page } from 'puppeteer-core';
import { serveApp } from './serve';
import { median } from './median';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3261);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const DWELLS = (process.env.BENCH_NAV_DWELL ?? '0,150,300').split(',').map(Number);
/** The dashboard's own links to four screens a new user opens first. */
const LINKS = [
  ['Send', '[data-testid=quick-send]'],
  ['Receive', '[data-testid=quick-receive]'],
  ['Exchange', '[data-testid=quick-swap]'],
  ['History', '[data-testid=view-all-transactions]'],
] as const;

/** Lighthouse's mobile slow-4G as DevTools throttling applies it (its `throttling` defaults). */
const NETWORK = { latency: 562.5, download: (1474.56 * 1024) / 8, upload: (675 * 1024) / 8 };

async function openDashboard(page: Page, base: string, token: string) {
  await page.setViewport({ width: 412, height: 823 });
  await page.goto(`${base}/api/health`);
  await page.evaluate((t) => window.localStorage.setItem('auth-token', t), token);
  await page.emulateCPUThrottling(4);
  await page.emulateNetworkConditions(NETWORK);
  await page.goto(`${base}/dashboard`);
  await page.waitForSelector('[data-testid=total-balance]');
  await page.waitForNetworkIdle({ idleTime: 1_000, timeout: 60_000 });
}

/**
 * Milliseconds from a click on `selector` to the first frame in which `shown` (an expression
 * evaluated in the page) holds. The page's side is a string, not a function: tsx's transform would
 * name inner functions with a helper the page does not have.
 */
async function clickToFrame(page: Page, selector: string, shown: string): Promise<number> {
  await page.evaluate(`{
    const times = (window.__nav = {});
    document.addEventListener('click', () => (times.click = performance.now()), { capture: true, once: true });
    const watch = () => {
      if (times.click !== undefined && (${shown})) times.shown = performance.now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }`);
  await page.click(selector);
  await page.waitForFunction(() => (window as unknown as { __nav: { shown?: number } }).__nav.shown !== undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const { click, shown } = (window as unknown as { __nav: { click: number; shown: number } }).__nav;
    return shown - click;
  });
}

/** From the tap on a dashboard link to the frame with the new screen's title. */
async function tapToScreen(page: Page, selector: string, dwellMs: number): Promise<number> {
  await page.hover(selector);
  if (dwellMs) await new Promise((r) => setTimeout(r, dwellMs));
  return clickToFrame(
    page,
    selector,
    `(document.querySelector('[data-testid=page-title]')?.textContent ?? 'Dashboard') !== 'Dashboard'`,
  );
}

/** From the tap on Sign In, the credentials typed at 80 ms a key, to the dashboard's total balance. */
async function signInToDashboard(page: Page, base: string): Promise<number> {
  await page.setViewport({ width: 412, height: 823 });
  await page.emulateCPUThrottling(4);
  await page.emulateNetworkConditions(NETWORK);
  await page.goto(`${base}/auth`);
  await page.waitForNetworkIdle({ idleTime: 1_000, timeout: 60_000 });
  await page.type('[data-testid=auth-email]', 'demo@wallet.test', { delay: 80 });
  await page.type('[data-testid=auth-password]', 'demo-pass-2026', { delay: 80 });
  return clickToFrame(page, '[data-testid=auth-submit]', `document.querySelector('[data-testid=total-balance]')`);
}

async function main() {
  const { browser, base, demoToken, close } = await serveApp(PORT, process.env.BENCH_WEB_DEVNET_PORT ?? '18670');
  try {
    console.log(
      `navigation bench: tap to screen, first visit, slow 4G and CPU ÷4, median of ${RUNS} (each run in brackets)`,
    );
    for (const [name, selector] of LINKS) {
      const cells: string[] = [];
      for (const dwell of DWELLS) {
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          await openDashboard(page, base, demoToken);
          times.push(await tapToScreen(page, selector, dwell));
          await context.close();
        }
        cells.push(`dwell ${dwell} ms: ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`);
      }
      console.log(`  ${name.padEnd(9)} ${cells.join('; ')}`);
    }
    const signIns: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.createBrowserContext();
      signIns.push(await signInToDashboard(await context.newPage(), base));
      await context.close();
    }
    console.log(
      `  Sign in   to the dashboard's balance: ${median(signIns).toFixed(0)} ms (${signIns.map((t) => t.toFixed(0)).join(', ')})`,
    );
  } finally {
    await close();
  }
}

await main();
