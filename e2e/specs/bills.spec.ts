import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { billAccount, fundUser, ngnBalance, signInWithToken, verifiedUser } from '../helpers';

// Issue 10: pay a bill against the sandbox biller, whose test digits decide the outcome.

test('buy prepaid electricity: the customer is named, the fee added, and the token shown in large digits', async ({
  page,
}) => {
  const user = await verifiedUser('bill');
  await fundUser(user.tag, '20000', 'NGN');
  await signInWithToken(page, user.token, '/bills');
  await expect(page.getByTestId('bills-category-electricity')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('bills-provider').selectOption({ label: 'IKEDC' });
  await expect(page.getByText('Meter Number', { exact: true })).toBeVisible();
  const meter = billAccount('meter', '5678');
  await page.getByTestId('bills-account').fill(meter);
  await expect(page.getByTestId('bills-customer-name')).toHaveText(/^[A-Z]+ [A-Z]+$/);
  await page.getByTestId('bills-amount').fill('5000');
  const summary = page.getByTestId('bills-summary');
  await expect(summary).toContainText('IKEDC Electricity (Prepaid)');
  await expect(summary).toContainText('Service fee₦50.00');
  await expect(page.getByTestId('bills-total')).toHaveText('₦5,050.00');

  await page.getByTestId('bills-pay').click();
  const modal = page.getByTestId('bills-result-modal');
  await expect(modal.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(modal).toContainText('Your electricity bill has been paid successfully.');
  const token = await page.getByTestId('bills-token-value').getAttribute('data-token');
  expect(token).toMatch(/^\d{20}$/);
  await expect(page.getByTestId('bills-token-value')).toHaveText(token!.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(page.getByTestId('bills-token-units')).toHaveText('23.8 kWh');
  const reference = await page.getByTestId('bills-result-reference').textContent();
  await page.getByTestId('bills-result-close').click();
  await expect(modal).toBeHidden();

  // The form cleared; the payment and its token lead the recent list and the history.
  await expect(page.getByTestId('bills-account')).toHaveValue('');
  const first = page.getByTestId('bills-recent-item').first();
  await expect(first).toHaveAttribute('data-status', 'delivered');
  await expect(first.getByTestId('bills-recent-token')).toHaveText(token!.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect(await ngnBalance(user.token)).toBe('14950');
  await first.getByRole('link').click();
  await expect(page.getByTestId('transaction-detail-token')).toContainText(token!.slice(0, 4));
  await expect(page.getByTestId('transaction-detail-customer')).toHaveText(/[A-Z]+ [A-Z]+/);
  await expect(page.getByTestId('transaction-detail-hash')).toContainText(reference!);

  // Its receipt (issue 15): a PDF named after the reference, downloaded by the browser.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`naijawallet-receipt-${reference!.trim()}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);
  await expect(page.getByText('Receipt downloaded')).toBeVisible();
});

test('a payment the biller fails (…1111) shows Payment Failed and the money comes back', async ({ page }) => {
  const user = await verifiedUser('bill');
  await fundUser(user.tag, '5000', 'NGN');
  await signInWithToken(page, user.token, '/bills');
  await page.getByTestId('bills-category-betting').click();
  await page.getByTestId('bills-provider').selectOption({ label: 'Bet9ja' });
  await page.getByTestId('bills-account').fill(billAccount('betting', '1111'));
  await expect(page.getByTestId('bills-customer-name')).toBeVisible();
  await page.getByTestId('bills-amount').fill('2000');
  await page.getByTestId('bills-pay').click();
  const modal = page.getByTestId('bills-result-modal');
  await expect(modal.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(modal).toContainText('Unable to process your payment. Please try again.');
  await expect(modal).toContainText('back in your wallet');
  expect(await ngnBalance(user.token)).toBe('5000');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('bills-available')).toHaveText('Available: ₦5,000.00');
  await expect(page.getByTestId('bills-recent-item').first()).toHaveAttribute('data-status', 'failed');
});

test('an unknown customer (…0000) is named as such before anyone can pay', async ({ page }) => {
  const user = await verifiedUser('bill');
  await signInWithToken(page, user.token, '/bills');
  await page.getByTestId('bills-category-airtime').click();
  await page.getByTestId('bills-provider').selectOption({ label: 'MTN' });
  await page.getByTestId('bills-account').fill(billAccount('phone', '0000'));
  await expect(page.getByTestId('bills-customer-error')).toContainText('Customer not found');
  await page.getByTestId('bills-amount').fill('100');
  await expect(page.getByTestId('bills-pay')).toHaveAttribute('aria-disabled', 'true');
});

test('a pending payment (…2222) resolves on the open page, without a reload', async ({ page }) => {
  test.slow(); // waits for the requery job (BILLS_REQUERY_SECONDS, then the next poll)
  const user = await verifiedUser('bill');
  await fundUser(user.tag, '5000', 'NGN');
  await signInWithToken(page, user.token, '/bills');
  let reloaded = false;
  page.on('load', () => (reloaded = true));
  await page.getByTestId('bills-category-airtime').click();
  await page.getByTestId('bills-provider').selectOption({ label: 'Glo' });
  await page.getByTestId('bills-account').fill(billAccount('phone', '2222'));
  await expect(page.getByTestId('bills-customer-name')).toBeVisible();
  await page.getByTestId('bills-amount').fill('500');
  await page.getByTestId('bills-pay').click();
  const modal = page.getByTestId('bills-result-modal');
  await expect(modal.getByRole('heading', { name: 'Payment Pending' })).toBeVisible();
  await expect(page.getByTestId('bills-recent-item').first()).toHaveAttribute('data-status', 'pending');
  // The requery job runs a few seconds later; the live event turns the modal and the list.
  await expect(modal.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bills-recent-item').first()).toHaveAttribute('data-status', 'delivered');
  expect(reloaded).toBe(false);
  expect(await ngnBalance(user.token)).toBe('4450');
});
