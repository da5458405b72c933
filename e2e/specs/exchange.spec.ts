import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';
import { fundUser, fundUserViaCli, liveSocketReady, signInWithToken, verifiedUser } from '../helpers';

// Swaps at a locked quote and auto-convert to NGN, against the real server (sandbox liquidity desk,
// treasury stocked by the embedded default), in Chromium.

async function amountOf(request: APIRequestContext, token: string, symbol: string): Promise<string> {
  const res = await request.get('/api/balances', { headers: { authorization: `Bearer ${token}` } });
  const rows = (await res.json()) as { token_symbol: string; amount: string }[];
  return rows.find((b) => b.token_symbol === symbol)!.amount;
}

const card = (page: Page, symbol: string) => page.locator(`[data-testid="hub-balance-card"][data-symbol="${symbol}"]`);

test('quote, swap ETH to NGN at the price shown, and both balances update', async ({ page, request }) => {
  const user = await verifiedUser('swap');
  await fundUser(user.tag, '1', 'ETH');
  const ready = liveSocketReady(page);
  await signInWithToken(page, user.token, '/swap?from=ETH');
  await ready;

  await expect(page.getByTestId('swap-from')).toHaveValue('ETH');
  await expect(page.getByTestId('swap-to')).toHaveValue('NGN');
  await page.getByTestId('swap-amount').fill('0.2');
  const out = page.getByTestId('swap-amount-out');
  await expect(out).not.toHaveText('0.00');
  await expect(page.getByTestId('swap-details')).toContainText('Minimum received');
  await expect(page.getByTestId('swap-countdown')).toContainText('Price locked for');
  await expect(page.getByTestId('swap-note')).toHaveText('Powered by a decentralized exchange • Best price guaranteed');
  const shown = (await out.textContent())!.replace(/,/g, '');

  await expect(page.getByTestId('swap-submit')).toHaveText('Swap');
  await page.getByTestId('swap-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Swap completed successfully!' })).toBeVisible();
  await expect(page.getByTestId('swap-amount')).toHaveValue('');

  // What was shown is what arrived; both balances on the page follow without a reload.
  expect(await amountOf(request, user.token, 'ETH')).toBe('0.8');
  expect(await amountOf(request, user.token, 'NGN')).toBe(shown);
  await expect(page.getByText('Balance: 0.80 ETH')).toBeVisible();
  await expect(
    page.getByText(`Balance: ${Number(shown).toLocaleString('en-US', { minimumFractionDigits: 2 })} NGN`),
  ).toBeVisible();

  // The history shows the swap with both assets.
  await page.goto('/transactions');
  const row = page.getByTestId('transaction-row').first();
  await expect(row.getByTestId('transaction-type')).toHaveText('Swap');
  await expect(row.getByTestId('transaction-assets')).toHaveText('ETH → NGN');
});

test('auto-convert on USDC: the CLI funds above the threshold and the NGN arrives on its own, live', async ({
  page,
  request,
}) => {
  test.slow(); // starts `npm run cli` and waits for a devnet deposit
  const user = await verifiedUser('auto');
  const ready = liveSocketReady(page);
  await signInWithToken(page, user.token, '/multi-currency');
  await ready;
  let reloaded = false;
  page.on('load', () => (reloaded = true));

  const usdc = card(page, 'USDC');
  await expect(usdc.getByTestId('hub-badge')).toHaveText('Manual');
  await usdc.getByTestId('auto-convert-save-USDC').click();
  await expect(usdc.getByText('Please enter an amount to auto convert')).toBeVisible();
  await usdc.getByTestId('auto-convert-threshold-USDC').fill('10');
  await usdc.getByTestId('auto-convert-save-USDC').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'New threshold set.' })).toBeVisible();
  await expect(usdc.getByTestId('hub-badge')).toHaveText('Auto-Convert');
  await expect(page.getByTestId('hub-auto-convert-count')).toHaveText('1');

  await fundUserViaCli(user.tag, '25', 'USDC');
  // The deposit is credited (25), then the 15 above the threshold converts to NGN.
  await expect(usdc.getByTestId('hub-amount')).toHaveText('10.00', { timeout: 20_000 });
  await expect(card(page, 'NGN').getByTestId('hub-amount')).not.toHaveText('0.00');
  expect(Number(await amountOf(request, user.token, 'NGN'))).toBeGreaterThan(20_000);

  await page.getByTestId('hub-tab-history').click();
  const rows = page.getByTestId('conversion-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-trigger', 'auto');
  await expect(rows.first()).toContainText('USDC');
  await expect(page.getByTestId('notification-badge')).toBeVisible();
  expect(reloaded).toBe(false);

  // A manual conversion joins it: Swap All on the rest of the USDC.
  await page.getByTestId('hub-tab-balances').click();
  await usdc.getByTestId('hub-swap-all-USDC').click();
  await expect(page.getByTestId('swap-all-in')).toHaveText('10 USDC');
  await page.getByTestId('swap-all-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Swap completed successfully!' })).toBeVisible();
  await expect(usdc.getByTestId('hub-amount')).toHaveText('0.00');
  await page.getByTestId('hub-tab-history').click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-trigger', 'manual');
});
