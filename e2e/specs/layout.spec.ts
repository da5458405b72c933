import { expect, test } from '../helpers/fixtures';
import { horizontalOverflow, PHONE_VIEWPORT, signInWithToken } from '../helpers';

test.describe('layout at phone width', () => {
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

  test('sidebar is hidden, the menu button opens it and Esc closes it', async ({ page, newUser }) => {
    await signInWithToken(page, newUser.token, '/');
    const sidebar = page.getByTestId('sidebar');
    const menuButton = page.getByTestId('menu-button');

    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await expect(sidebar).not.toBeInViewport();
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    await expect(sidebar).toBeInViewport({ ratio: 0.99 });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByTestId('nav-dashboard')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await expect(sidebar).not.toBeInViewport();
    await expect(menuButton).toBeFocused();

    // Following a link in the drawer closes it too.
    await menuButton.click();
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    await sidebar.getByTestId('nav-settings').click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(sidebar).toHaveAttribute('data-open', 'false');
  });

  test('no horizontal scroll on the signed-in and sign-in pages', async ({ page, newUser }) => {
    for (const path of ['/', '/settings', '/kyc', '/test/api']) {
      await signInWithToken(page, newUser.token, path);
      await expect(page.getByTestId('page-title').or(page.getByTestId('topbar-title')).first()).toBeVisible();
      expect(await horizontalOverflow(page), `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }

    // The notifications dropdown fits on a phone too.
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notifications-panel')).toBeInViewport({ ratio: 0.99 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');

    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    expect(await horizontalOverflow(page), 'horizontal overflow on /auth').toBeLessThanOrEqual(0);
    await page.getByTestId('auth-tab-register').click();
    await expect(page.getByTestId('register-form')).toBeVisible();
    expect(await horizontalOverflow(page), 'horizontal overflow on /auth (register)').toBeLessThanOrEqual(0);
  });
});

test.describe('layout at desktop width', () => {
  test('the sidebar is always shown and there is no menu button', async ({ page, newUser }) => {
    await signInWithToken(page, newUser.token, '/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    await expect(sidebar).toBeInViewport();
    await expect(page.getByTestId('menu-button')).toBeHidden();
    await expect(sidebar.getByTestId('nav-dashboard')).toHaveAttribute('aria-current', 'page');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
