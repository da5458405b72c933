import { expect, test } from '../helpers/fixtures';
import {
  DEMO_ADMIN,
  contentUnderFixedElements,
  DEMO_USER,
  horizontalOverflow,
  login,
  PHONE_VIEWPORT,
  rejectKyc,
  signInWithToken,
  submitKyc,
} from '../helpers';

test.describe('layout at phone width', () => {
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

  test('sidebar is hidden, the menu button opens it and Esc closes it', async ({ page, newUser }) => {
    await signInWithToken(page, newUser.token, '/');
    const sidebar = page.getByTestId('sidebar');
    const menuButton = page.getByTestId('menu-button');

    await expect(sidebar).toBeHidden();
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(sidebar).toBeInViewport({ ratio: 0.99 });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByTestId('nav-dashboard')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A click on the overlay closes it too.
    await menuButton.click();
    await page.getByTestId('sidebar-overlay').click({ position: { x: 360, y: 400 } });
    await expect(sidebar).toBeHidden();

    // Following a link in the drawer closes it.
    await menuButton.click();
    await sidebar.getByTestId('nav-settings').click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(sidebar).toBeHidden();
  });

  test('the dark-mode toggle is in the menu', async ({ page, newUser }) => {
    await signInWithToken(page, newUser.token, '/');
    await expect(page.getByTestId('top-bar').getByTestId('theme-toggle')).toBeHidden();
    await page.getByTestId('menu-button').click();
    const toggle = page.getByTestId('sidebar').getByTestId('theme-toggle');
    await expect(toggle).toBeInViewport();
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await dark();
    await toggle.click();
    expect(await dark()).toBe(!before);
  });

  test('the live marker sits in the top bar, never over the page', async ({ page }) => {
    const demo = await login(DEMO_USER.email, DEMO_USER.password);
    await signInWithToken(page, demo.token, '/');
    const marker = page.getByTestId('top-bar').getByTestId('live-banner');
    await expect(marker).toBeVisible();
    // Shortened to 'Live' on screen; its full text is still read out.
    await expect(marker).toHaveText('Live updates connected');
    expect((await marker.boundingBox())!.width).toBeLessThan(80);

    for (const path of ['/', '/withdraw', '/balances']) {
      await page.goto(path);
      await expect(page.getByTestId('page-title')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await contentUnderFixedElements(page), path).toEqual([]);
    }
  });

  test("the top bar's title and subtitle are whole, the admin's too", async ({ page }) => {
    for (const account of [DEMO_USER, DEMO_ADMIN]) {
      const { token } = await login(account.email, account.password);
      await signInWithToken(page, token, '/');
      await expect(page.getByTestId('top-bar').getByTestId('live-banner')).toBeVisible();
      for (const id of ['topbar-title', 'topbar-subtitle']) {
        const box = await page.getByTestId(id).evaluate((el) => ({
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
          scrollHeight: el.scrollHeight,
          clientHeight: el.clientHeight,
        }));
        expect(box.scrollWidth, `${account.email} ${id} width`).toBeLessThanOrEqual(box.clientWidth);
        expect(box.scrollHeight, `${account.email} ${id} height`).toBeLessThanOrEqual(box.clientHeight);
      }
      await page.evaluate(() => localStorage.clear());
    }
    // Shortened to 'Admin' on screen; its full title is still read out.
    await expect(page.getByTestId('topbar-title')).toHaveText('Admin Dashboard');
  });

  test('every Settings tab is fully on screen, with no hidden scroll', async ({ page, newUser }) => {
    await signInWithToken(page, newUser.token, '/settings');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    const list = page.getByRole('tablist', { name: 'Settings sections' });
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('a long unbroken address in a notification wraps inside the dropdown', async ({ page, newUser }) => {
    await submitKyc(newUser.token);
    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await rejectKyc(admin.token, newUser.user.id, `the bill is for 0x${'9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'}`);
    await signInWithToken(page, newUser.token, '/');
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notifications-panel');
    await expect(panel).toContainText('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0');
    await expect(panel).toBeInViewport({ ratio: 1 });
    // Every line of text ends inside the panel.
    const overflow = await panel.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const textRight = Math.max(...Array.from(range.getClientRects()).map((r) => r.right));
      return textRight - el.getBoundingClientRect().right;
    });
    expect(overflow).toBeLessThanOrEqual(0);
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
    await expect(sidebar).toBeInViewport();
    await expect(page.getByTestId('menu-button')).toBeHidden();
    await expect(sidebar.getByTestId('nav-dashboard')).toHaveAttribute('aria-current', 'page');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test.describe('at 1280×800', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the admin's whole menu and the help box fit without scrolling", async ({ page }) => {
      const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
      await signInWithToken(page, admin.token, '/');
      const sidebar = page.getByTestId('sidebar');
      await expect(sidebar.getByTestId('nav-admin-analytics')).toBeInViewport({ ratio: 1 });
      await expect(sidebar.getByTestId('help-box')).toBeInViewport({ ratio: 1 });
    });

    test('the live marker is in the top bar and covers no asset value', async ({ page }) => {
      const demo = await login(DEMO_USER.email, DEMO_USER.password);
      await signInWithToken(page, demo.token, '/');
      await expect(page.getByTestId('top-bar').getByTestId('live-banner')).toHaveText('Live updates connected');
      await page.waitForLoadState('networkidle');
      expect(await contentUnderFixedElements(page)).toEqual([]);
    });
  });
});
