import { expect, test } from '../helpers/fixtures';
import { DEMO_ADMIN, DEMO_USER, login, signInThroughUi, signInWithToken } from '../helpers';

test.describe('route guards', () => {
  test('an unverified (new) user is sent from /balances to /kyc', async ({ page, newUser }) => {
    expect(newUser.user.kyc_status).toBe('none');
    await signInWithToken(page, newUser.token, '/balances');
    await expect(page).toHaveURL(/\/kyc$/);
    await expect(page.getByTestId('page-title')).toHaveText('Identity Verification');

    // Same through the side menu.
    await page.goto('/');
    await page.getByTestId('nav-balances').click();
    await expect(page).toHaveURL(/\/kyc$/);
  });

  test('the KYC-verified demo user can open /balances', async ({ page }) => {
    const { token, user } = await login(DEMO_USER.email, DEMO_USER.password);
    expect(user.kyc_status).toBe('verified');
    await signInWithToken(page, token, '/balances');
    await expect(page).toHaveURL(/\/balances$/);
  });

  test('a non-admin user is sent from /admin to /', async ({ page, newUser }) => {
    await signInWithToken(page, newUser.token, '/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('topbar-title')).toHaveText('Dashboard');
    await expect(page.getByTestId('nav-admin-overview')).toHaveCount(0);

    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the demo admin opens /admin/overview and sees the admin menu', async ({ page }) => {
    await page.goto('/admin/overview');
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughUi(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByTestId('page-title')).toHaveText('Overview');
    await expect(page.getByTestId('topbar-title')).toHaveText('Admin Dashboard');
    await expect(page.getByTestId('topbar-subtitle')).toHaveText('Manage users and monitor system activity');
    await expect(page.getByTestId('profile-chip-label')).toHaveText('Admin');

    const sidebar = page.getByTestId('sidebar');
    for (const [id, label] of [
      ['nav-admin-overview', 'Overview'],
      ['nav-admin-users', 'Users'],
      ['nav-admin-payouts', 'Payouts'],
      ['nav-admin-analytics', 'Analytics'],
    ] as const) {
      await expect(sidebar.getByTestId(id)).toBeVisible();
      await expect(sidebar.getByTestId(id)).toHaveText(label);
    }
    await expect(sidebar.getByTestId('nav-admin-overview')).toHaveAttribute('aria-current', 'page');

    // /admin itself goes to the overview.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/overview$/);
  });

  test('an unknown path goes to /', async ({ page, newUser }) => {
    await signInWithToken(page, newUser.token, '/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('topbar-title')).toHaveText('Dashboard');
  });
});
