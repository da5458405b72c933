import { expect, test } from '@playwright/test';
import { fundUser, ngnBalance, registerUser, signInWithToken, verifiedUser } from '../helpers';

// Issue 10: splits are real ledger movements; collecting shares shows each person's status live.

test('send ₦10,000 as a 3-way percentage split; every tag is checked as it is typed', async ({ page }) => {
  test.slow(); // four accounts, one of them verified through the KYC flow
  const sender = await verifiedUser('split');
  await fundUser(sender.tag, '15000', 'NGN');
  const friends = await Promise.all([registerUser('sa'), registerUser('sb'), registerUser('sc')]);
  await signInWithToken(page, sender.token, '/split');

  const stepper = page.getByTestId('split-stepper');
  await expect(stepper.locator('[aria-current="step"]')).toHaveAttribute('data-testid', 'split-stepper-0');
  await page.getByTestId('split-total').fill('10000');
  await expect(stepper.locator('[aria-current="step"]')).toHaveAttribute('data-testid', 'split-stepper-1');
  await page.getByTestId('split-method-percentage').click();
  await expect(stepper.locator('[aria-current="step"]')).toHaveAttribute('data-testid', 'split-stepper-2');

  // Two rows to start, no remove buttons; a third row brings them.
  await expect(page.getByTestId('split-recipient')).toHaveCount(2);
  await expect(page.getByTestId('split-recipient-remove-0')).toHaveCount(0);
  await page.getByTestId('split-add-recipient').click();
  await expect(page.getByTestId('split-recipient-remove-0')).toBeVisible();

  await page.getByTestId('split-recipient-tag-0').fill('nobody_by_this_tag');
  await expect(page.getByTestId('split-recipient-check-0')).toHaveAttribute('data-status', 'missing');
  const percents = ['50', '30', '20'];
  for (const [i, friend] of friends.entries()) {
    await page.getByTestId(`split-recipient-tag-${i}`).fill(friend.tag);
    await expect(page.getByTestId(`split-recipient-check-${i}`)).toHaveAttribute('data-status', 'found');
    await page.getByTestId(`split-recipient-percent-${i}`).fill(percents[i]!);
  }
  await page.getByTestId('split-recipient-percent-2').fill('19');
  await expect(page.getByTestId('split-summary-verdict')).toHaveText('Adjust percentages');
  await expect(page.getByTestId('split-submit')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('split-recipient-percent-2').fill('20');
  await expect(page.getByTestId('split-summary-verdict')).toHaveText('Perfect split!');
  await expect(page.getByTestId('split-summary-percent')).toHaveText('100.00%');
  await expect(page.getByTestId('split-recipient-share-1')).toHaveText('₦3,000.00');
  await expect(stepper.locator('[aria-current="step"]')).toHaveAttribute('data-testid', 'split-stepper-3');

  await page.getByTestId('split-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Split payment sent successfully!' })).toBeVisible();
  await expect(page.getByTestId('split-total')).toHaveValue('');
  expect(await ngnBalance(sender.token)).toBe('5000');
  expect(await Promise.all(friends.map((f) => ngnBalance(f.token)))).toEqual(['5000', '3000', '2000']);
});

test('collect from two friends: one pays, one declines, and the requester sees each change live', async ({
  browser,
}) => {
  test.slow(); // three accounts verified through the KYC flow, three browser contexts
  const requester = await verifiedUser('coll');
  const [payer, decliner] = await Promise.all([verifiedUser('payer'), verifiedUser('decl')]);
  await fundUser(payer.tag, '10000', 'NGN');

  const mine = await browser.newContext();
  const page = await mine.newPage();
  await signInWithToken(page, requester.token, '/split');
  let reloaded = false;
  page.on('load', () => (reloaded = true));
  await page.getByTestId('split-mode-collect').click();
  await page.getByTestId('split-total').fill('9000');
  await page.getByTestId('split-method-equal').click();
  await page.getByTestId('split-recipient-tag-0').fill(payer.tag);
  await page.getByTestId('split-recipient-tag-1').fill(decliner.tag);
  await expect(page.getByTestId('split-recipient-share-0')).toHaveText('₦4,500.00');
  await page.getByTestId('split-note').fill('Dinner at Yellow Chilli');
  await expect(page.getByTestId('split-recipient-check-1')).toHaveAttribute('data-status', 'found');
  await page.getByTestId('split-submit').click();

  const status = page.getByTestId('split-collect-status');
  await expect(status).toBeVisible();
  const person = (tag: string) => status.locator(`[data-testid="split-request-person"][data-tag="${tag}"]`);
  await expect(person(payer.tag).getByTestId('split-request-person-status')).toHaveText('Pending');
  await expect(person(decliner.tag).getByTestId('split-request-person-status')).toHaveText('Pending');

  // The payer pays from their Requests view.
  const theirs = await browser.newContext();
  const payerPage = await theirs.newPage();
  await signInWithToken(payerPage, payer.token, '/split?tab=requests');
  const card = payerPage.getByTestId('split-received-card').first();
  await expect(card).toContainText(`@${requester.tag}`);
  await expect(card).toContainText('Dinner at Yellow Chilli');
  await card.getByTestId('split-received-pay').click();
  await payerPage.getByTestId('split-pay-confirm').click();
  await expect(card.getByTestId('split-received-status')).toHaveText('Paid');
  await expect(person(payer.tag).getByTestId('split-request-person-status')).toHaveText('Paid');
  await expect(status.getByTestId('split-request-collected')).toHaveText('₦4,500.00 of ₦9,000.00');

  // The other declines from theirs.
  const declinerContext = await browser.newContext();
  const declinerPage = await declinerContext.newPage();
  await signInWithToken(declinerPage, decliner.token, '/split?tab=requests');
  await declinerPage.getByTestId('split-received-decline').click();
  await expect(declinerPage.getByTestId('split-received-status')).toHaveText('Declined');
  await expect(person(decliner.tag).getByTestId('split-request-person-status')).toHaveText('Declined');

  expect(reloaded).toBe(false);
  expect(await ngnBalance(requester.token)).toBe('4500');
  expect(await ngnBalance(payer.token)).toBe('5500');
  await Promise.all([mine.close(), theirs.close(), declinerContext.close()]);
});
