import { expect, test, type Page } from '@playwright/test';
import {
  API_URL,
  brokenFigures,
  clippedText,
  DEMO_ADMIN,
  DEMO_USER,
  fundUser,
  login,
  signInWithToken,
  verifiedUser,
  type RegisteredUser,
  VALID_GTBANK_NUBAN,
} from '../helpers';

// Issue 8 §4: at 375 px and 1280 px no page cuts off what it shows. (The app shell's own parts,
// top bar, side menu and tab strips, are checked by the layout spec.)

const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
/** A naira balance with kobo, as a user has after a few payments: the figure that used to be cut. */
const NGN_BALANCE = '248498.36';

let user: RegisteredUser;
let transactionId: string;
test.beforeAll(async () => {
  user = await verifiedUser('layout');
  await fundUser(user.tag, NGN_BALANCE, 'NGN');
  await fundUser(user.tag, '1.234567', 'ETH');
  const res = await fetch(`${API_URL}/api/transactions?limit=1`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  transactionId = ((await res.json()) as { id: string }[])[0]!.id;
});

/** Every screen a user has, with what to click to reach its other states. */
const screens: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', path: '/' },
  { name: 'assets', path: '/balances' },
  { name: 'receive by tag', path: '/deposits' },
  { name: 'receive by QR', path: '/deposits', open: (p) => p.getByRole('tab', { name: 'Scan QR Code' }).click() },
  { name: 'QR code', path: '/qr-code' },
  { name: 'send to tag', path: '/withdraw' },
  { name: 'send to wallet', path: '/withdraw', open: (p) => p.getByTestId('send-mode-wallet').click() },
  { name: 'send to bank', path: '/withdraw', open: (p) => p.getByTestId('send-mode-bank').click() },
  {
    name: 'send to bank with a quote',
    path: '/withdraw?asset=NGN',
    open: async (p) => {
      await p.getByTestId('send-mode-bank').click();
      await p.getByTestId('send-amount').fill('200000');
      await p.getByTestId('send-bank').selectOption('058');
      await p.getByTestId('send-account-number').fill(VALID_GTBANK_NUBAN);
      await expect(p.getByTestId('fee-breakdown')).toContainText('Bank account receives');
    },
  },
  { name: 'exchange', path: '/swap' },
  {
    name: 'exchange with a quote',
    path: '/swap?from=ETH',
    open: async (p) => {
      await p.getByTestId('swap-settings').click();
      await p.getByTestId('swap-amount').fill('1.2');
      await expect(p.getByTestId('swap-details')).toBeVisible();
    },
  },
  { name: 'pay bills', path: '/bills' },
  { name: 'split payment', path: '/split' },
  { name: 'split requests', path: '/split', open: (p) => p.getByRole('tab', { name: /Requests/ }).click() },
  { name: 'multi-currency hub', path: '/multi-currency' },
  { name: 'conversion history', path: '/multi-currency', open: (p) => p.getByTestId('hub-tab-history').click() },
  { name: 'transactions', path: '/transactions' },
  {
    name: 'transaction detail',
    path: '/transactions',
    open: async (p) => {
      await p.goto(`/transactions/${transactionId}`);
      await expect(p.getByTestId('transaction-detail')).toBeVisible();
    },
  },
  { name: 'KYC', path: '/kyc' },
  ...['profile', 'security', 'verification', 'notifications', 'preferences'].map((tab) => ({
    name: `settings ${tab}`,
    path: '/settings',
    open: (p: Page) => p.getByTestId(`settings-tab-${tab}`).click(),
  })),
  { name: 'API test', path: '/test/api' },
];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });

    // One test per screen: they run side by side, and a slow screen cannot starve the others.
    for (const screen of screens) {
      test(`${screen.name} cuts off none of its text`, async ({ page }) => {
        await signInWithToken(page, user.token, screen.path);
        await expect(page.getByTestId('page-title').or(page.getByTestId('transaction-detail')).first()).toBeVisible();
        await screen.open?.(page);
        await page.waitForLoadState('networkidle');
        expect(await clippedText(page, 'main')).toEqual([]);
        expect(await brokenFigures(page, 'main')).toEqual([]);
      });
    }

    for (const screen of ['overview', 'users', 'payouts', 'analytics', 'audit']) {
      test(`admin ${screen} cuts off none of its text`, async ({ page }) => {
        const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
        await signInWithToken(page, admin.token, `/admin/${screen}`);
        await expect(page.getByTestId('page-title')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await clippedText(page, 'main')).toEqual([]);
        expect(await brokenFigures(page, 'main')).toEqual([]);
      });
    }

    test('the sign-in and register forms are whole', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
      await page.getByTestId('auth-tab-register').click();
      await expect(page.getByTestId('register-form')).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the Send asset picker shows the token's whole balance", async ({ page }) => {
    await signInWithToken(page, user.token, '/withdraw?asset=NGN');
    const face = page.getByTestId('send-asset-face');
    await expect(face).toContainText('Nigerian Naira (NGN)');
    await expect(page.getByTestId('send-asset-balance')).toHaveText('Balance 248,498.36 NGN');
    await expect(face).toBeInViewport({ ratio: 1 });
    expect(await clippedText(page, '[data-testid="send-asset-face"]')).toEqual([]);
    // Still a native select underneath, named by its label.
    await page.getByLabel('Asset').selectOption({ label: 'Ethereum (ETH) · 1.234567' });
    await expect(page.getByTestId('send-asset-balance')).toHaveText('Balance 1.234567 ETH');
  });

  test("the Split 'Pay from' picker shows the token's whole balance", async ({ page }) => {
    await signInWithToken(page, user.token, '/split');
    await expect(page.getByTestId('split-asset-face')).toContainText('Nigerian Naira (NGN)');
    await expect(page.getByTestId('split-asset-balance')).toHaveText('Balance 248,498.36 NGN');
    await expect(page.getByTestId('split-asset-face')).toBeInViewport({ ratio: 1 });
    expect(await clippedText(page, '[data-testid="split-asset-face"]')).toEqual([]);
    await page.getByLabel('Pay from').selectOption({ label: 'Ethereum (ETH) · 1.234567' });
    await expect(page.getByTestId('split-asset-balance')).toHaveText('Balance 1.234567 ETH');
    await expect(page.getByLabel('Total amount (ETH)')).toBeVisible();
    // Collecting spends no balance: the currency alone.
    await page.getByTestId('split-mode-collect').click();
    await expect(page.getByTestId('split-asset-face')).toContainText('Ethereum (ETH)');
    await expect(page.getByTestId('split-asset-balance')).toHaveCount(0);
  });

  test("device names and the 'This device' badge are whole", async ({ page }) => {
    await login(user.email, user.password); // a second device
    await signInWithToken(page, user.token, '/settings');
    await page.getByTestId('settings-tab-security').click();
    const rows = page.getByTestId('device-row');
    await expect(rows).toHaveCount(2);
    const badge = page.getByTestId('device-current');
    await expect(badge).toHaveText('This device');
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toBeInViewport({ ratio: 1 });
    expect(await clippedText(page, '[data-testid="device-list"]')).toEqual([]);
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      for (const part of await row.locator('[data-testid^="device-"], button').all()) {
        const partBox = (await part.boundingBox())!;
        expect(partBox.x + partBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    }
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the asset card shows the whole naira amount', async ({ page }) => {
    await signInWithToken(page, user.token, '/balances');
    const ngn = page.locator('[data-testid="asset-row"][data-symbol="NGN"]');
    await expect(ngn.getByTestId('asset-amount')).toHaveText('248,498.36');
    expect(await clippedText(page, '[data-testid="asset-row"][data-symbol="NGN"]')).toEqual([]);
  });

  test('the transactions table fits beside the side menu', async ({ page }) => {
    // The demo user's history has every kind of row: bills with meter numbers, bank payouts, swaps.
    const demo = await login(DEMO_USER.email, DEMO_USER.password);
    await signInWithToken(page, demo.token, '/transactions');
    const table = page.locator('table');
    await expect(table).toBeVisible();
    const fits = await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth);
    expect(fits).toBe(true);
    await expect(page.getByRole('columnheader', { name: 'Action' })).toBeInViewport({ ratio: 1 });
  });
});
