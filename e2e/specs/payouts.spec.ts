import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  fundUser,
  liveSocketReady,
  login,
  signInWithToken,
  VALID_GTBANK_NUBAN,
  verifiedUser,
} from '../helpers';

async function fillBankForm(page: Page, amount: string, asset?: string) {
  if (asset) {
    const value = await page
      .locator('[data-testid="send-asset"] option', { hasText: `(${asset})` })
      .getAttribute('value');
    await page.getByTestId('send-asset').selectOption(value!);
  }
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-bank').selectOption('058');
  await page.getByTestId('send-account-number').fill(VALID_GTBANK_NUBAN);
}

test.describe('cash out to a Nigerian bank', () => {
  // A user and an admin in two browsers, and a sandbox transfer that settles after a few seconds.
  test.slow();
  test('a newcomer cashes out USDC to GTBank: the bank names the account before the button enables, then it completes live', async ({
    page,
  }) => {
    const user = await verifiedUser('usdcout');
    await fundUser(user.tag, '200', 'USDC');
    const live = liveSocketReady(page);
    await signInWithToken(page, user.token, '/withdraw');
    await page.getByTestId('send-mode-bank').click();
    await fillBankForm(page, '50', 'USDC');
    await expect(page.getByTestId('send-submit')).toContainText('Withdraw to Bank');
    await expect(page.getByTestId('bank-account-name')).toContainText(/[A-Z]+ [A-Z]+/);
    const breakdown = page.getByTestId('fee-breakdown');
    await expect(breakdown).toContainText('Fiat conversion fee');
    await expect(breakdown).toContainText('Bank account receives');
    await expect(page.getByTestId('send-submit')).toBeEnabled();
    await live;
    await page.getByTestId('send-submit').click();

    await expect(page.getByText('Withdrawal initiated successfully!')).toBeVisible();
    const status = page.getByTestId('payout-status');
    // The sandbox settles a transfer after about two seconds; the payout jobs ask it.
    await expect(status).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
    await expect(status).toContainText('was paid to');
    await expect(page.getByTestId('recent-payout').first()).toHaveAttribute('data-status', 'completed');
  });

  test('above the approval threshold: the admin approves in Payouts and the user sees it complete', async ({
    page,
    browser,
  }) => {
    const user = await verifiedUser('bigout');
    await fundUser(user.tag, '1500000', 'NGN');
    const live = liveSocketReady(page);
    await signInWithToken(page, user.token, '/withdraw?mode=bank');
    await fillBankForm(page, '1000000');
    await expect(page.getByTestId('bank-account-name')).toBeVisible();
    await live;
    await expect(page.getByTestId('send-submit')).toBeEnabled();
    await page.getByTestId('send-submit').click();
    const status = page.getByTestId('payout-status');
    await expect(status).toHaveAttribute('data-status', 'requires_approval');
    await expect(status).toContainText('Awaiting approval');

    const { token } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const admin = await (await browser.newContext()).newPage();
    await signInWithToken(admin, token, '/admin/payouts');
    await admin.getByTestId('payouts-search').fill(`@${user.tag}`);
    const row = admin.getByTestId('payout-row').filter({ hasText: `@${user.tag}` });
    await expect(row).toHaveAttribute('data-status', 'requires_approval');
    await expect(row).toContainText('₦1,000,000.00');
    await expect(row).toContainText('KYC ✓');
    await row.getByTestId('payout-approve').click();
    await expect(admin.getByText('Payout approved successfully!')).toBeVisible();
    await expect(row.getByTestId('payout-approved-by')).toHaveText(`Approved by @${DEMO_ADMIN.tag}`);

    // No reload: the user's card follows the payout to the end.
    await expect(status).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
    await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
    await admin.context().close();
  });

  test('the admin rejects a payout with a reason; the user is told and refunded', async ({ page, browser }) => {
    const user = await verifiedUser('rejout');
    await fundUser(user.tag, '1200000', 'NGN');
    const live = liveSocketReady(page);
    await signInWithToken(page, user.token, '/withdraw?mode=bank');
    await fillBankForm(page, '1100000');
    await expect(page.getByTestId('bank-account-name')).toBeVisible();
    // The live socket's first connection refetches what the page shows; submit once it has settled.
    await live;
    await expect(page.getByTestId('send-submit')).toBeEnabled();
    await page.getByTestId('send-submit').click();
    await expect(page.getByText('Withdrawal initiated successfully!')).toBeVisible();
    await expect(page.getByTestId('payout-status')).toHaveAttribute('data-status', 'requires_approval');

    const { token } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const admin = await (await browser.newContext()).newPage();
    await signInWithToken(admin, token, '/admin/payouts');
    await admin.getByTestId('payouts-search').fill(`@${user.tag}`);
    const row = admin.getByTestId('payout-row').filter({ hasText: `@${user.tag}` });
    await row.getByTestId('payout-reject').click();
    await admin.getByTestId('reject-payout-dialog-reason').fill('Name does not match');
    await admin.getByTestId('reject-payout-dialog-confirm').click();
    await expect(admin.getByText('Payout rejected.')).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'failed');

    await expect(page.getByTestId('payout-status')).toHaveAttribute('data-status', 'failed', { timeout: 10_000 });
    await expect(page.getByTestId('payout-status')).toContainText('Rejected: Name does not match');
    await admin.context().close();
  });
});
