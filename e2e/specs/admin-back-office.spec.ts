import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  fundUser,
  liveSocketReady,
  login,
  signInWithToken,
  TINY_PDF,
  TINY_PNG,
  uniqueCredentials,
  VALID_GTBANK_NUBAN,
  verifiedUser,
} from '../helpers';

/** The admin, signed in, in a browser of their own. */
async function adminPage(browser: Browser, path: string): Promise<Page> {
  const { token } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, token, path);
  return page;
}

test.describe('admin back office', () => {
  // Two people in two browsers, each signing in and waiting on the other: slower than one-page tests.
  test.slow();
  test('a new user registers and submits KYC; the admin approves it in Users; the open /kyc page turns verified without a reload', async ({
    page,
    browser,
  }) => {
    // The user registers and verifies through the UI.
    const creds = uniqueCredentials('kycui');
    const live = liveSocketReady(page);
    await page.goto('/auth?mode=register');
    await page.getByTestId('auth-tag').fill(creds.tag);
    await page.getByTestId('auth-email').fill(creds.email);
    await page.getByTestId('auth-password').fill(creds.password);
    await page.getByTestId('auth-confirm-password').fill(creds.password);
    await page.getByTestId('auth-terms').check();
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await page.goto('/kyc');
    await page.getByTestId('kyc-start').click();
    await expect(page.getByTestId('kyc-required-modal')).toBeHidden();
    await page.getByTestId('kyc-full-name').fill('Adaeze Ngozi Okafor');
    await page.getByTestId('kyc-phone').fill('08031234567');
    await page.getByTestId('kyc-bank').selectOption('gtbank');
    await page.getByTestId('kyc-account-number').fill(VALID_GTBANK_NUBAN);
    await page.getByTestId('kyc-continue').click();
    await page
      .getByTestId('kyc-id-document-input')
      .setInputFiles({ name: 'nin.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('kyc-id-document')).toHaveAttribute('data-state', 'uploaded');
    await page
      .getByTestId('kyc-proof-of-address-input')
      .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await expect(page.getByTestId('kyc-proof-of-address')).toHaveAttribute('data-state', 'uploaded');
    await page.getByTestId('kyc-continue').click();
    await page.getByRole('button', { name: 'Submit Verification' }).click();
    await expect(page.getByTestId('kyc-pending')).toContainText('Verification in Progress');
    await live;
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // The admin finds them in Users, looks at the documents and approves.
    const admin = await adminPage(browser, '/admin/users');
    await admin.getByTestId('users-kyc-filter').selectOption('pending');
    await admin.getByTestId('users-search').fill(creds.tag);
    const row = admin.locator(`[data-testid="user-row"][data-tag="${creds.tag}"]`);
    await expect(row).toContainText('Pending');
    await row.getByTestId('user-view').click();
    const detail = admin.getByTestId('user-detail');
    await expect(detail.getByTestId('kyc-review')).toContainText('Adaeze Ngozi Okafor');
    await expect(detail.getByTestId('kyc-document-image')).toBeVisible();
    await expect(detail.getByTestId('kyc-document-file')).toBeVisible();
    await detail.getByTestId('approve-kyc').click();
    await expect(admin.getByText('KYC approved.')).toBeVisible();
    await expect(detail.getByTestId('user-detail-kyc')).toHaveText('Verified');

    // The user's page changed by itself.
    await expect(page.getByTestId('kyc-verified')).toContainText('Identity Verified', { timeout: 5_000 });
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await admin.context().close();
  });

  test("the admin freezes an account with a reason: the user's sends are refused, and the audit log says who and why", async ({
    page,
    browser,
  }) => {
    const user = await verifiedUser('frz');
    await fundUser(user.tag, '5000', 'NGN');
    await signInWithToken(page, user.token, '/withdraw');
    await expect(page.getByTestId('send-amount')).toBeVisible();
    await expect(page.getByTestId('account-frozen-banner')).toHaveCount(0);
    const admin = await adminPage(browser, '/admin/users');
    await admin.getByTestId('users-search').fill(user.tag);
    await admin.locator(`[data-testid="user-row"][data-tag="${user.tag}"]`).getByTestId('user-view').click();
    await admin.getByTestId('freeze-user').click();
    const dialog = admin.getByTestId('freeze-dialog');
    await dialog.getByTestId('freeze-dialog-confirm').click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByTestId('freeze-dialog-reason').fill('Reported stolen phone');
    await dialog.getByTestId('freeze-dialog-confirm').click();
    await expect(admin.getByText('Account frozen.')).toBeVisible();
    await expect(admin.getByTestId('user-detail-frozen-reason')).toContainText('Reported stolen phone');

    // The user's open page says so by itself; they can still look, but sending is refused.
    await expect(page.getByTestId('account-frozen-banner')).toContainText('Your account is frozen', { timeout: 5_000 });
    await page.getByTestId('send-amount').fill('100');
    await page.getByTestId('send-recipient').fill('demo');
    await page.getByTestId('send-submit').click();
    await expect(page.getByText('Your account is frozen. Contact support.')).toBeVisible();

    await admin.goto('/admin/overview');
    await admin.getByTestId('overview-audit-link').click();
    await expect(admin).toHaveURL(/\/admin\/audit$/);
    const entry = admin.locator('[data-testid="audit-entry"][data-action="user.freeze"]').first();
    await expect(entry).toContainText(`@${user.tag}`);
    await expect(entry.getByTestId('audit-reason')).toHaveText('Reason: Reported stolen phone');
    // Every action reads as words: the demo data's treasury top-ups, under their own filter.
    await admin.getByLabel('Show').selectOption({ label: 'Treasury top-ups' });
    const topUps = admin.locator('[data-testid="audit-entry"]');
    await expect(topUps.first()).toHaveAttribute('data-action', 'treasury.top_up');
    await expect(topUps.filter({ hasText: 'Topped up the NGN treasury' })).toHaveCount(1);
    await admin.context().close();
  });
});
