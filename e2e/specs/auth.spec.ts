import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';
import { AUTH_TOKEN_KEY, signInThroughUi, uniqueCredentials } from '../helpers';

/** What the elements with these test ids look like: a few computed styles each. */
function looks(page: Page, testIds: string[]) {
  return page.evaluate(
    (ids) =>
      ids.map((id) => {
        const style = getComputedStyle(document.querySelector(`[data-testid="${id}"]`)!);
        return [
          style.display,
          style.fontSize,
          style.fontWeight,
          style.color,
          style.backgroundColor,
          style.padding,
          style.borderRadius,
        ].join(' ');
      }),
    testIds,
  );
}

test.describe('registration and sign-in', () => {
  test('registering through the UI lands on the page first asked for', async ({ page }) => {
    const creds = uniqueCredentials('reg');

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('auth-title')).toHaveText('Welcome back');

    await page.getByTestId('auth-tab-register').click();
    await expect(page.getByTestId('auth-tab-register')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('auth-title')).toHaveText('Create your account');

    await page.getByTestId('auth-tag').fill(creds.tag);
    await page.getByTestId('auth-email').fill(creds.email);
    await page.getByTestId('auth-password').fill(creds.password);
    await page.getByTestId('auth-confirm-password').fill(creds.password);
    await page.getByTestId('auth-terms').check();
    await page.getByTestId('auth-submit').click();

    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('page-title')).toHaveText('Settings');
    await expect(page.getByTestId('topbar-subtitle')).toHaveText(`Welcome back, @${creds.tag}`);
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeTruthy();

    // The session survives a reload (restored from the stored token).
    await page.reload();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('topbar-subtitle')).toHaveText(`Welcome back, @${creds.tag}`);
  });

  test("the sign-in pages paint their screen before the app's code runs, inert until it hydrates it", async ({
    page,
  }) => {
    // With no script at all, what is on screen is the page's HTML (ADR 044).
    await page.route('**/*.js', (route) => route.abort());
    for (const [path, title] of [
      ['/auth', 'Welcome back'],
      ['/auth?mode=register', 'Create your account'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('auth-title')).toHaveText(title);
      await expect(page.getByTestId('auth-email')).toBeVisible();
      expect(await page.locator('#root[inert]').count()).toBe(1);
    }
    await page.goto('/auth');
    const scriptless = await looks(page, ['auth-title', 'auth-email', 'auth-submit']);
    // With the app's code, the same screen comes alive: no longer inert, and the email field focused.
    // The app hydrates the page's elements instead of drawing new ones (ADR 047): one marked as the
    // HTML is parsed is still there.
    await page.unroute('**/*.js');
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.querySelector('[data-testid="auth-title"]')?.setAttribute('data-from-html', ''),
      ),
    );
    await page.goto('/auth');
    await expect(page.getByTestId('auth-email')).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByTestId('auth-title')).toHaveAttribute('data-from-html', '');
    // Its HTML carries only its own rules (ADR 047), and they style it as the whole stylesheet does.
    expect(await looks(page, ['auth-title', 'auth-email', 'auth-submit'])).toEqual(scriptless);
  });

  test('sign-in goes to the dashboard by default, styled as when loaded directly', async ({ page, newUser }) => {
    await page.goto('/auth');
    await signInThroughUi(page, newUser);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('topbar-title')).toHaveText('Dashboard');
    await expect(page.getByTestId('topbar-subtitle')).toHaveText(`Welcome back, @${newUser.tag}`);
    // The sign-in page inlines only its own rules; the app turned the whole stylesheet on.
    await expect(page.locator('link[data-app-css]')).toHaveAttribute('media', 'all');
    const shell = ['top-bar', 'topbar-title', 'sidebar', 'profile-chip'];
    const afterSignIn = await looks(page, shell);
    await page.reload();
    await expect(page.getByTestId('topbar-title')).toHaveText('Dashboard');
    expect(await looks(page, shell)).toEqual(afterSignIn);
  });

  test('a signed-in user opening /auth goes to the dashboard', async ({ page, newUser }) => {
    await signInThroughUi(page, newUser);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('topbar-title')).toHaveText('Dashboard');
  });

  test('sign-in validation messages', async ({ page, newUser }) => {
    await page.goto('/auth');
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('email-error')).toHaveText('Email is required');
    await expect(page.getByTestId('password-error')).toHaveText('Password is required');
    await expect(page.getByTestId('auth-error')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByTestId('auth-email').fill(newUser.email);
    await page.getByTestId('auth-password').fill('definitely-wrong-password');
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('auth-error')).toHaveText('Invalid credentials');
    await expect(page.getByTestId('email-error')).toHaveCount(0);
    await expect(page.getByTestId('password-error')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
  });

  test('sign out returns to /auth and private pages then redirect to /auth', async ({ page, newUser }) => {
    await signInThroughUi(page, newUser);
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
  });

  test('a reload while the server is out of reach keeps the session and offers to try again', async ({
    page,
    newUser,
  }) => {
    await signInThroughUi(page, newUser);
    await page.goto('/settings');
    await expect(page.getByTestId('page-title')).toHaveText('Settings');

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    // Not the sign-in page: the user is still signed in, the server just cannot be reached.
    await expect(page.getByTestId('session-unreachable')).toBeVisible();
    await expect(page.getByRole('heading', { name: "We can't reach NaijaWallet" })).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeTruthy();

    await page.unroute('**/api/**');
    await page.getByTestId('session-retry').click();
    await expect(page.getByTestId('page-title')).toHaveText('Settings');
    await expect(page.getByTestId('topbar-subtitle')).toHaveText(`Welcome back, @${newUser.tag}`);
  });

  test('sign out revokes the session on the server', async ({ page, request, newUser }) => {
    await signInThroughUi(page, newUser);
    const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
    expect(token).toBeTruthy();
    expect((await request.get('/api/users/profile', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
      200,
    );

    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect
      .poll(async () =>
        (await request.get('/api/users/profile', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });
});
