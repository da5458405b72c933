import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  fundUser,
  liveSocketReady,
  login,
  registerUser,
  setTier,
  signInWithToken,
  verifiedUser,
} from '../helpers';

// Issue 15: limits by tier and saved recipients, through the screens.

/**
 * Waits for the server's fee breakdown of `amount`: it arrives after the button enables and is a
 * row taller than its skeleton, so a click meanwhile can land above the moving button.
 */
async function quoted(page: Page, amount: string) {
  const breakdown = page.getByTestId('fee-breakdown');
  await expect(breakdown).toContainText(`${amount} NGN`);
  await expect(breakdown).not.toHaveAttribute('aria-busy', 'true');
}

async function chooseNaira(page: Page) {
  const ngn = await page.locator('[data-testid="send-asset"] option', { hasText: '(NGN)' }).getAttribute('value');
  await page.getByTestId('send-asset').selectOption(ngn!);
}

test('a tier-1 user sees what is left, saves a recipient, reuses it, and is stopped with what is left', async ({
  page,
}) => {
  // Sending needs a verified identity (the app's KYC gate); the admin puts them on tier 1.
  const alice = await verifiedUser('lim');
  await setTier(alice, 1);
  const bob = await registerUser('limb', { tier: 'kyc' });
  await fundUser(alice.tag, '100000', 'NGN');

  const live = liveSocketReady(page);
  await signInWithToken(page, alice.token, '/withdraw');
  // What is left shows before anything is typed.
  await expect(page.getByTestId('daily-limit-left')).toHaveText('₦50,000.00');
  await expect(page.getByTestId('saved-recipients')).toHaveCount(0);
  await chooseNaira(page);
  await page.getByTestId('send-amount').fill('45000');
  await page.getByTestId('send-recipient').fill(bob.tag);
  await page.getByTestId('save-recipient').check();
  // The live socket's first connection refetches what the page shows; submit once it has settled.
  await live;
  await quoted(page, '45,000.00');
  await expect(page.getByTestId('send-submit')).toBeEnabled();
  await page.getByTestId('send-submit').click();
  await expect(page.getByText('Recipient saved.')).toBeVisible();
  await expect(page.getByTestId('daily-limit-left')).toHaveText('₦5,000.00');

  // Saved recipients are offered first, and still there after a reload.
  await page.reload();
  const saved = page.getByTestId('saved-recipient');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(`@${bob.tag}`);
  await chooseNaira(page);
  await saved.click();
  await expect(page.getByTestId('send-recipient')).toHaveValue(bob.tag);
  await page.getByTestId('send-amount').fill('10000');
  await quoted(page, '10,000.00');
  await page.getByTestId('send-submit').click();
  await expect(page.getByText('Daily limit reached: ₦5,000.00 left today')).toBeVisible();

  // Bills and Split show the same figure; Settings → Verification shows the tier and the next one.
  await page.goto('/bills');
  await expect(page.getByTestId('daily-limit-left')).toHaveText('₦5,000.00');
  await page.goto('/settings');
  await page.getByTestId('settings-tab-verification').click();
  await expect(page.getByTestId('tier-card-title')).toHaveText('Tier 1 · Verified ID');
  await expect(page.getByTestId('tier-used-today')).toHaveText('₦45,000.00');
  await expect(page.getByTestId('tier-next')).toContainText('Next: tier 2');
  await page.goto('/split');
  await expect(page.getByTestId('daily-limit-left')).toHaveText('₦5,000.00');
});

test('an admin raises a user to tier 2 with a reason, and the user sees the new limit', async ({ page }) => {
  const user = await registerUser('limr', { tier: 1 });
  const { token } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await signInWithToken(page, token, '/admin/users');
  await page.getByTestId('users-search').fill(user.tag);
  await page.locator(`[data-testid="user-row"][data-tag="${user.tag}"]`).getByTestId('user-view').click();
  const detail = page.getByTestId('user-detail');
  await expect(detail.getByTestId('user-detail-tier-value')).toHaveText('Tier 1 · Verified ID');
  await detail.getByTestId('tier-select').selectOption('2');
  await detail.getByTestId('change-tier').click();
  const dialog = page.getByTestId('tier-dialog');
  await dialog.getByTestId('tier-dialog-confirm').click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByTestId('tier-dialog-reason').fill('BVN checked by phone');
  await dialog.getByTestId('tier-dialog-confirm').click();
  await expect(page.getByText(`@${user.tag} is now tier 2.`)).toBeVisible();
  await expect(detail.getByTestId('user-detail-tier-value')).toHaveText('Tier 2 · Verified with BVN');

  const limits = await fetch(`${new URL(page.url()).origin}/api/users/limits`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(await limits.json()).toMatchObject({ tier: 2, daily_limit: '200000.00', left_today: '200000.00' });
});
