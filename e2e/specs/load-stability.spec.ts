import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, fundUser, login, signInWithToken, verifiedUser, type RegisteredUser } from '../helpers';

// What is on screen holds still while a page loads: a skeleton is as tall as what replaces it, and
// nothing below it moves when it comes. Checked as Lighthouse's phone loads a page (its CPU slowed
// four times), where the moves showed: Send's tips jumped down 350 px on a phone, the sign-in
// screen up 200 px.

const PHONE = { width: 412, height: 823 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * Slows the page's CPU four times and records each layout shift of 0.001 or more, as Lighthouse
 * counts them (touch emulation's "recent input" included); smaller ones are a pixel's nudge.
 */
async function watchShifts(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        if (entry.value >= 0.001)
          shifts.push(`${entry.value.toFixed(3)}: ${entry.sources.map((s) => s.node?.nodeName).join(', ')}`);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts since the page loaded, once it has settled. */
async function shiftsOf(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

test.describe('on a slow phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });

  test('the sign-in pages hold still while they load', async ({ page }) => {
    // Chromium paints a page it is still parsing. The screen was centred in its column: painted
    // half there, it moved up as the rest came, in most loads. Three loads of each page.
    await watchShifts(page);
    const seen: string[] = [];
    for (const path of [
      '/auth',
      '/auth?mode=register',
      '/auth',
      '/auth?mode=register',
      '/auth',
      '/auth?mode=register',
    ]) {
      await page.goto(path);
      // Hydrated: the app has taken the screen over (ADR 047).
      await expect(page.locator('[inert]')).toHaveCount(0);
      seen.push(...(await shiftsOf(page)).map((shift) => `${path} ${shift}`));
    }
    expect(seen).toEqual([]);
  });
});

let user: RegisteredUser;
test.beforeAll(async () => {
  user = await verifiedUser('still');
  await fundUser(user.tag, '250000', 'NGN');
  await fundUser(user.tag, '0.5', 'ETH');
});

/** Screens whose first load had something move: each replaces a skeleton with a form, figures or a QR code. */
const screens = [
  { name: 'send to a tag', path: '/withdraw' },
  { name: 'send to a wallet', path: '/withdraw?mode=wallet' },
  { name: 'send to a bank', path: '/withdraw?mode=bank' },
  { name: 'exchange', path: '/swap' },
  { name: 'pay bills', path: '/bills' },
  { name: 'split payment', path: '/split' },
  { name: 'QR code', path: '/qr-code' },
];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });

    test('the money screens hold still while they load', async ({ page }) => {
      // Seven cold page loads in one test: on a slow 2-core host each took 5–10 s beside the other
      // worker, past the 60 s a test gets.
      test.slow();
      await watchShifts(page);
      await signInWithToken(page, user.token, '/');
      const seen: string[] = [];
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByTestId('page-title')).toBeVisible();
        seen.push(...(await shiftsOf(page)).map((shift) => `${screen.name} ${shift}`));
      }
      expect(seen).toEqual([]);
    });

    test("the payouts back office's counts hold still while they load", async ({ page }) => {
      const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
      await watchShifts(page);
      await signInWithToken(page, admin.token, '/admin/payouts');
      await expect(page.getByTestId('payout-stats')).toBeVisible();
      expect(await shiftsOf(page)).toEqual([]);
    });
  });
}
