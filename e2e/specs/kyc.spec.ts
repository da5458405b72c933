import { expect, test } from '../helpers/fixtures';
import {
  approveKyc,
  DEMO_ADMIN,
  liveSocketReady,
  login,
  rejectKyc,
  signInWithToken,
  submitKyc,
  TINY_PDF,
  TINY_PNG,
  unreadNotifications,
  VALID_GTBANK_NUBAN,
} from '../helpers';

test.describe('identity verification', () => {
  test('a new user verifies with real files, is approved by the admin and reaches /balances', async ({
    page,
    newUser,
  }) => {
    // The whole journey (three steps, two uploads, the admin's decision) takes most of 30 s on a busy machine.
    test.slow();
    await signInWithToken(page, newUser.token, '/balances');
    await expect(page).toHaveURL(/\/kyc$/);

    const modal = page.getByTestId('kyc-required-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Verification Required' })).toBeVisible();
    for (const benefit of ['Deposits & Withdrawals', 'Crypto Swaps', 'Wallet Purchases', 'Higher Limits']) {
      await expect(modal).toContainText(benefit);
    }
    await modal.getByRole('button', { name: 'Start Verification' }).click();
    await expect(modal).toBeHidden();

    // Step 1: Personal Info, validated before moving on.
    await expect(page.getByTestId('kyc-step-title')).toHaveText('Personal Info');
    await page.getByTestId('kyc-continue').click();
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await expect(page.getByText('Account Number is required')).toBeVisible();
    await page.getByTestId('kyc-full-name').fill('Adaeze Ngozi Okafor');
    await page.getByTestId('kyc-phone').fill('08031234567');
    await page.getByTestId('kyc-bank').selectOption('gtbank');
    await page.getByTestId('kyc-account-number').fill(VALID_GTBANK_NUBAN);
    await page.getByTestId('kyc-bvn').fill('22222222222');
    await page.getByTestId('kyc-continue').click();

    // Step 2: Documents. Both are required; an unsupported file is refused before upload.
    await expect(page.getByTestId('kyc-step-title')).toHaveText('Documents');
    await page.getByTestId('kyc-continue').click();
    await expect(page.getByTestId('kyc-documents-error')).toHaveText('Please upload all required documents');
    await page
      .getByTestId('kyc-id-document-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('kyc-id-document-error')).toHaveText('Please upload only JPEG, PNG, or PDF files');

    await page
      .getByTestId('kyc-id-document-input')
      .setInputFiles({ name: 'nin-slip.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByTestId('kyc-id-document')).toHaveAttribute('data-state', 'uploaded');
    await expect(page.getByTestId('kyc-id-document')).toContainText('nin-slip.png');
    await page
      .getByTestId('kyc-proof-of-address-input')
      .setInputFiles({ name: 'electricity-bill.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await expect(page.getByTestId('kyc-proof-of-address')).toHaveAttribute('data-state', 'uploaded');
    await page.getByTestId('kyc-continue').click();

    // Step 3: Review, Back works, then submit.
    await expect(page.getByTestId('kyc-step-title')).toHaveText('Review');
    await expect(page.getByTestId('kyc-review')).toContainText('Adaeze Ngozi Okafor');
    await expect(page.getByTestId('kyc-review')).toContainText('GTBank');
    await page.getByTestId('kyc-back').click();
    await expect(page.getByTestId('kyc-step-title')).toHaveText('Documents');
    await expect(page.getByTestId('kyc-id-document')).toHaveAttribute('data-state', 'uploaded');
    await page.getByTestId('kyc-continue').click();
    await page.getByRole('button', { name: 'Submit Verification' }).click();

    await expect(
      page.getByText('KYC information submitted successfully! We will review your documents within 24-48 hours.'),
    ).toBeVisible();
    await expect(page.getByTestId('kyc-pending')).toContainText('Verification in Progress');
    await expect(page.getByTestId('kyc-pending')).toContainText(
      "We're reviewing your documents. This usually takes 24-48 hours.",
    );
    // Still gated while pending.
    await page.goto('/balances');
    await expect(page).toHaveURL(/\/kyc$/);

    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await approveKyc(admin.token, newUser.user.id);
    expect((await unreadNotifications(newUser.token))[0]?.title).toBe('Identity verified');

    await page.goto('/kyc');
    await expect(page.getByTestId('kyc-verified')).toContainText('Identity Verified');
    await page.goto('/balances');
    await expect(page).toHaveURL(/\/balances$/);
    await expect(page.getByTestId('page-title')).toBeVisible();
  });

  test('a rejected user sees the reason in Settings and can resubmit', async ({ page, newUser }) => {
    // Submit through the API, reject as admin, then look at Settings > Verification.
    await submitKyc(newUser.token, 'Chinedu Bello');
    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await rejectKyc(admin.token, newUser.user.id, 'The ID photo is blurred');

    await signInWithToken(page, newUser.token, '/settings');
    await page.getByTestId('settings-tab-verification').click();
    await expect(page.getByTestId('kyc-rejected')).toContainText('Verification rejected');
    await expect(page.getByTestId('kyc-rejection-reason')).toHaveText('Reason: The ID photo is blurred');
    await page.getByTestId('kyc-resubmit').click();
    await expect(page.getByTestId('kyc-form')).toBeVisible();
    await expect(page.getByTestId('kyc-full-name')).toHaveValue('Chinedu Bello');
  });

  test('an open /kyc page turns verified the moment the admin approves, without a reload', async ({
    page,
    newUser,
  }) => {
    await submitKyc(newUser.token);
    const live = liveSocketReady(page);
    await signInWithToken(page, newUser.token, '/kyc');
    await expect(page.getByTestId('kyc-pending')).toContainText('Verification in Progress');
    await live;
    // A marker that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await approveKyc(admin.token, newUser.user.id);
    // Well inside the page's 30-second fallback poll: this is the live push.
    await expect(page.getByTestId('kyc-verified')).toContainText('Identity Verified', { timeout: 5_000 });
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    // The session's user updated too: the KYC-gated pages open.
    await page.getByTestId('nav-balances').first().click();
    await expect(page).toHaveURL(/\/balances$/);
  });
});
