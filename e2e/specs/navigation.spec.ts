import { expect, test } from '../helpers/fixtures';
import { DEMO_USER, login, PHONE_VIEWPORT, signInThroughUi, signInWithToken } from '../helpers';

/** A screen's own chunk in the production build: `withdraw-<8-character hash>.js`, not `withdraw-form-….js`. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);
/** The screens the dashboard leads to: its quick actions (Send, Receive, Exchange) and View all. */
const NEXT_SCREENS = ['withdraw', 'deposits', 'swap', 'transactions'];

test("the dashboard fetches its quick actions' screens once it is up, untouched", async ({ page }) => {
  const demo = await login(DEMO_USER.email, DEMO_USER.password);
  const screens = NEXT_SCREENS.map((name) => page.waitForRequest(chunk(name), { timeout: 10_000 }));
  await signInWithToken(page, demo.token, '/dashboard');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await Promise.all(screens);
});

for (const path of ['/dashboard', '/transactions']) {
  test(`${path}, settled, runs no schema code: zod is fetched only ahead of the next screens`, async ({ page }) => {
    const demo = await login(DEMO_USER.email, DEMO_USER.password);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInWithToken(page, demo.token, path);
    await expect(page.getByTestId('transaction-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_500); // past the idle callback's 2 s deadline: the bell and the drawer load
    expect(scripts.filter((url) => chunk('transactions-list').test(url))).not.toEqual([]);
    expect(scripts.filter((url) => chunk('zod').test(url))).toEqual([]);
  });
}

test('an unverified user, who cannot open them yet, fetches none', async ({ page, newUser }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await signInWithToken(page, newUser.token, '/dashboard');
  await expect(page.getByTestId('assets-empty-action')).toHaveText('Verify your identity');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_500); // past the idle callback's 2 s deadline
  expect(fetched.filter((url) => NEXT_SCREENS.some((name) => chunk(name).test(url)))).toEqual([]);
});

test('signing in fetches them too, and the sign-in screen alone fetches none', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/auth');
  await expect(page.getByTestId('auth-submit')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((url) => NEXT_SCREENS.some((name) => chunk(name).test(url)))).toEqual([]);

  const screens = NEXT_SCREENS.map((name) => page.waitForRequest(chunk(name), { timeout: 10_000 }));
  await signInThroughUi(page, DEMO_USER);
  await Promise.all(screens);
});

test.describe("a screen's code loads when the user reaches for its link, before the tap", () => {
  test('a mouse resting on a menu entry loads its screen', async ({ page }) => {
    const demo = await login(DEMO_USER.email, DEMO_USER.password);
    await signInWithToken(page, demo.token, '/dashboard');
    await expect(page.getByTestId('total-balance')).toBeVisible();

    const loaded = page.waitForRequest(chunk('bills'), { timeout: 5_000 });
    await page.getByTestId('nav-bills').hover();
    await loaded;
    await page.getByTestId('nav-bills').click();
    await expect(page.getByTestId('page-title')).toHaveText('Pay Bills');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

    test('keyboard focus on a link loads its screen', async ({ page }) => {
      const demo = await login(DEMO_USER.email, DEMO_USER.password);
      await signInWithToken(page, demo.token, '/dashboard');
      await expect(page.getByTestId('total-balance')).toBeVisible();

      await page.getByTestId('menu-button').click();
      const loaded = page.waitForRequest(chunk('split'), { timeout: 5_000 });
      await page.getByTestId('nav-split').focus();
      await loaded;
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('page-title')).toHaveText('Split Payment');
    });
  });
});

test('typing in the sign-in form loads the dashboard, before Sign In is pressed', async ({ page }) => {
  await page.goto('/auth');
  // The page's own markup paints first and stays inert (nothing typed reaches it) until the app
  // has taken it over; the submit button is enabled in it from the start.
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  const loaded = page.waitForRequest(chunk('dashboard'), { timeout: 5_000 });
  await page.getByTestId('auth-email').pressSequentially('d');
  await loaded;
});
