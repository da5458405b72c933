import { expect, test } from '../helpers/fixtures';
import { signInWithToken, totpCode } from '../helpers';

test.describe('two-factor sign-in', () => {
  test('a user turns on 2FA in Settings, then signs in with a code', async ({ page, newUser }) => {
    await signInWithToken(page, newUser.token, '/settings');
    await page.getByTestId('settings-tab-security').click();
    await expect(page.getByTestId('2fa-status')).toHaveText('Inactive');
    await page.getByTestId('2fa-enable').click();
    // The account's password first: a session alone can't turn it on.
    await page.getByTestId('2fa-password').fill('not-my-password');
    await page.getByTestId('2fa-password-submit').click();
    await expect(page.getByTestId('2fa-password-form')).toContainText('Password is incorrect');
    await expect(page.getByTestId('2fa-qr')).toHaveCount(0);
    await page.getByTestId('2fa-password').fill(newUser.password);
    await page.getByTestId('2fa-password-submit').click();
    await expect(page.getByTestId('2fa-qr')).toBeVisible();
    const secret = (await page.getByTestId('2fa-secret').textContent())!.trim();
    // A code from the previous step (accepted drift), so the sign-in below can use the current one.
    // It is refused once the next step begins, so it is not typed in a step's last 10 seconds.
    const intoStep = Date.now() % 30_000;
    if (intoStep > 20_000) await page.waitForTimeout(30_000 - intoStep + 200);
    await page.getByTestId('totp-code').fill(totpCode(secret, Date.now() - 30_000));
    await page.getByTestId('totp-submit').click();
    await expect(page.getByTestId('2fa-status')).toHaveText('Active');

    await page.getByTestId('settings-sign-out').click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByTestId('auth-email').fill(newUser.email);
    await page.getByTestId('auth-password').fill(newUser.password);
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('auth-error')).toHaveText('Enter the 6-digit code from your authenticator app');
    await page.getByTestId('auth-totp').fill(totpCode(secret));
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('top-bar')).toBeVisible();

    // The device list shows this browser, marked as this device.
    await page.goto('/settings');
    await page.getByTestId('settings-tab-security').click();
    await expect(page.getByTestId('device-row').filter({ hasText: 'This device' })).toContainText('Chrome');
  });
});
