import { expect, test } from '@playwright/test';
import { DEMO_USER, login } from '../helpers';
import { signInWithToken } from '../helpers/ui';

// A send to an outside wallet address on the local devnet: the hash links to its transaction page.
test('sending ETH to a wallet address shows its hash link, which opens the transaction', async ({ page }) => {
  const { token } = await login(DEMO_USER.email, DEMO_USER.password);
  await signInWithToken(page, token, '/withdraw?mode=wallet');
  await page.getByTestId('send-mode-wallet').click();
  const eth = await page.locator('[data-testid="send-asset"] option', { hasText: '(ETH)' }).getAttribute('value');
  await page.getByTestId('send-asset').selectOption(eth!);
  await page.getByTestId('send-amount').fill('0.01');
  await page.getByTestId('send-address').fill('0x4444444444444444444444444444444444444444');
  await expect(page.getByTestId('send-address-valid')).toBeVisible();
  await expect(page.getByTestId('fee-breakdown')).toContainText('Network fee');
  await page.getByTestId('send-submit').click();

  const reference = page.getByTestId('send-reference');
  await expect(reference).toBeVisible();
  const hash = await reference.getAttribute('data-hash');
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  const link = page.getByTestId('send-hash-link');
  await expect(link).toBeVisible({ timeout: 15_000 });
  await link.click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('transaction-detail-hash')).toContainText(hash!);
  await expect(page.getByTestId('transaction-detail')).toContainText(/Completed|Pending/);
});
