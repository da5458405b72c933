import { expect, test } from '../../helpers/fixtures';
import {
  approveKyc,
  billAccount,
  DEMO_ADMIN,
  expectFocusTrapped,
  focusState,
  fundUser,
  hiddenFromAssistiveTech,
  isFocused,
  login,
  PHONE_VIEWPORT,
  signInWithToken,
  submitKyc,
  tabTo,
} from '../../helpers';

// Issue 13: keyboard-only use. Tab order reaches each control with a visible focus indicator,
// Escape closes overlays, focus returns to what opened them, stays inside open modals and never
// falls to <body>.

test.use({ reducedMotion: 'reduce' });

test('sign in with the keyboard only; focus lands on the new page', async ({ page, newUser }) => {
  await page.goto('/auth');
  await expect(page.getByTestId('auth-email')).toBeFocused();
  await tabTo(page, page.getByTestId('auth-tab-signin'), { back: true, max: 1 });
  // Arrow keys move between the modes; Tab goes on to the first field.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('auth-tab-register')).toBeFocused();
  await expect(page.getByTestId('register-form')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();

  await tabTo(page, page.getByTestId('auth-email'), { max: 2 });
  await page.keyboard.type(newUser.email);
  await tabTo(page, page.getByTestId('auth-password'), { max: 2 });
  await page.keyboard.type(newUser.password);
  await tabTo(page, page.getByTestId('auth-submit'), { max: 2 });
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.locator('#main-content')).toBeFocused();
  expect((await focusState(page)).onBody).toBe(false);
});

test('send by tag with the keyboard; focus stays on the button after the send', async ({ page, newUser }) => {
  const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await submitKyc(newUser.token);
  await approveKyc(admin.token, newUser.user.id);
  await fundUser(newUser.tag, '5000', 'NGN');
  await signInWithToken(page, newUser.token, '/withdraw');
  await expect(page.getByTestId('send-form')).toBeVisible();

  // The skip link leads past the menu to the page.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { max: 1 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('send-mode-tag'), { max: 3 });
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('send-mode-wallet')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('send-mode-tag')).toHaveAttribute('aria-selected', 'true');

  await tabTo(page, page.getByTestId('send-amount'), { max: 3 });
  await page.keyboard.type('100');
  await tabTo(page, page.getByTestId('send-recipient'), { max: 3 });
  await page.keyboard.type('demo');
  await expect(page.getByTestId('fee-breakdown')).toContainText('Total debited');
  await tabTo(page, page.getByTestId('send-submit'), { max: 4 });
  await page.keyboard.press('Enter');

  await expect(page.getByText('Sent successfully')).toBeVisible();
  // The form reset disables the button; it keeps focus instead of dropping it to <body>.
  await expect(page.getByTestId('send-amount')).toHaveValue('');
  await expect(page.getByTestId('send-submit')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('send-submit')).toBeFocused();
});

test('pay a bill with the keyboard only; focus never drops to <body> or behind the result modal', async ({
  page,
  newUser,
}) => {
  const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await submitKyc(newUser.token);
  await approveKyc(admin.token, newUser.user.id);
  await fundUser(newUser.tag, '10000', 'NGN');
  await signInWithToken(page, newUser.token, '/bills');
  await expect(page.getByTestId('bills-form')).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { max: 1 });
  await page.keyboard.press('Enter');
  // The categories are one radio group: Tab reaches the chosen one, arrows move the choice.
  await tabTo(page, page.getByTestId('bills-category-electricity'), { max: 3 });
  // Radix moves focus a tick after the keydown and selects only while the arrow is still held, as a
  // person's key is: release it after the focus moved, or a busy machine releases it first.
  await page.keyboard.down('ArrowDown');
  await expect(page.getByTestId('bills-category-internet')).toBeFocused();
  await page.keyboard.up('ArrowDown');
  await expect(page.getByTestId('bills-category-internet')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('bills-category-electricity')).toBeFocused();
  // Radix selects on the focus an arrow moves (a tick later); Space selects the focused radio too.
  await page.keyboard.press('Space');
  await expect(page.getByTestId('bills-category-electricity')).toHaveAttribute('aria-checked', 'true');

  await tabTo(page, page.getByTestId('bills-provider'), { max: 2 });
  // A closed native select takes type-ahead.
  await page.keyboard.type('IKEDC');
  await expect(page.getByTestId('bills-provider')).toHaveValue('ikeja-electric');
  await tabTo(page, page.getByTestId('bills-meter-prepaid'), { max: 2 });
  await tabTo(page, page.getByTestId('bills-account'), { max: 2 });
  await page.keyboard.type(billAccount('meter', '4321'));
  await expect(page.getByTestId('bills-customer-name')).toBeVisible();
  await tabTo(page, page.getByTestId('bills-amount'), { max: 2 });
  await page.keyboard.type('2500');
  await expect(page.getByTestId('bills-total')).toHaveText('₦2,550.00');
  await tabTo(page, page.getByTestId('bills-pay'), { max: 2 });
  await page.keyboard.press('Enter');

  const modal = page.getByTestId('bills-result-modal');
  await expect(modal.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The controls behind are hidden (the customer check's live region stays audible by design).
  expect(await hiddenFromAssistiveTech(page.getByTestId('bills-pay'))).toBe(true);
  expect(await hiddenFromAssistiveTech(page.getByTestId('bills-account'))).toBe(true);
  await expectFocusTrapped(page, modal, 'Tab', 6);
  await expectFocusTrapped(page, modal, 'Shift+Tab', 6);
  await tabTo(page, page.getByTestId('bills-result-close'), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();

  // The form cleared and Pay Now disabled itself; it keeps focus.
  await expect(page.getByTestId('bills-account')).toHaveValue('');
  await expect(page.getByTestId('bills-pay')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('bills-pay')).toBeFocused();
  expect((await focusState(page)).onBody).toBe(false);
});

test('the notifications dropdown: Enter opens it, Esc closes it, focus returns to the bell', async ({
  page,
  newUser,
}) => {
  await signInWithToken(page, newUser.token, '/');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await page.locator('#main-content').focus();
  await tabTo(page, bell, { back: true });

  await page.keyboard.press('Enter');
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  const item = page.getByTestId('notification-item').first();
  await expect(item).toBeFocused();
  expect((await focusState(page)).indicator, 'the focused notification shows a focus ring').toBe(true);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // While open, Tab stays in the panel and the page behind is hidden from assistive tech.
  await page.keyboard.press('Enter');
  await expect(item).toBeFocused();
  expect(await hiddenFromAssistiveTech(page.getByTestId('page-title'))).toBe(true);
  await expectFocusTrapped(page, panel, 'Tab', 3);
  await expectFocusTrapped(page, panel, 'Shift+Tab', 3);

  // Marking the only item read keeps focus in the panel.
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await expect(panel).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('the KYC modal keeps focus inside, hides the page, and Esc hands focus to the form', async ({ page, newUser }) => {
  await signInWithToken(page, newUser.token, '/kyc');
  const modal = page.getByTestId('kyc-required-modal');
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The page behind is hidden from assistive tech while the modal is open.
  expect(await hiddenFromAssistiveTech(page.locator('#main-content'))).toBe(true);

  await expectFocusTrapped(page, modal, 'Tab', 6);
  await expectFocusTrapped(page, modal, 'Shift+Tab', 6);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  expect(await hiddenFromAssistiveTech(page.locator('#main-content'))).toBe(false);
  await expect(page.getByTestId('kyc-full-name')).toBeFocused();
});

test('Swap All by keyboard: the dialog keeps focus, Esc closes it, focus returns to the button', async ({
  page,
  newUser,
}) => {
  const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await submitKyc(newUser.token);
  await approveKyc(admin.token, newUser.user.id);
  await fundUser(newUser.tag, '40', 'STRK');
  await signInWithToken(page, newUser.token, '/multi-currency');
  const button = page.getByTestId('hub-swap-all-STRK');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('swap-all-dialog');
  await expect(page.getByTestId('swap-all-in')).toHaveText('40 STRK');
  expect(await hiddenFromAssistiveTech(page.locator('#main-content'))).toBe(true);
  await expectFocusTrapped(page, dialog, 'Tab', 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('Start Verification by keyboard moves focus to the first field', async ({ page, newUser }) => {
  await signInWithToken(page, newUser.token, '/kyc');
  const start = page.getByTestId('kyc-start');
  await tabTo(page, start, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('kyc-required-modal')).toBeHidden();
  await expect(page.getByTestId('kyc-full-name')).toBeFocused();
});

test.describe('the phone menu drawer', () => {
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

  test('opens on the current page, keeps focus inside, and Esc returns it to the menu button', async ({
    page,
    newUser,
  }) => {
    await signInWithToken(page, newUser.token, '/');
    const menuButton = page.getByTestId('menu-button');
    await tabTo(page, menuButton, { max: 3 });
    await page.keyboard.press('Enter');

    const drawer = page.getByTestId('sidebar');
    await expect(drawer).toBeInViewport({ ratio: 0.99 });
    await expect(drawer.getByTestId('nav-dashboard')).toBeFocused();
    expect(await hiddenFromAssistiveTech(page.getByTestId('top-bar'))).toBe(true);
    await expectFocusTrapped(page, drawer, 'Tab', 20);
    await expectFocusTrapped(page, drawer, 'Shift+Tab', 20);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Following a link closes the drawer and puts focus on the new page.
    await page.keyboard.press('Enter');
    await expect(drawer.getByTestId('nav-dashboard')).toBeFocused();
    const settings = drawer.getByTestId('nav-settings');
    await tabTo(page, settings, { max: 12 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await isFocused(menuButton)).toBe(false);
  });
});
