import { expect, test } from '@playwright/test';
import { login, registerUser } from '../helpers/api';
import { DEMO_USER } from '../helpers/env';
import { signInWithToken } from '../helpers/ui';

test('A sends to @B by tag; B sees the money and the notification live, without a reload', async ({ browser }) => {
  const bob = await registerUser('live');
  const demo = await login(DEMO_USER.email, DEMO_USER.password);

  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await signInWithToken(bobPage, bob.token, '/dashboard');
  await expect(bobPage.getByTestId('live-banner')).toBeVisible();
  await expect(bobPage.getByTestId('assets-empty')).toBeVisible();
  let reloaded = false;
  bobPage.on('load', () => (reloaded = true));

  const aliceContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  await signInWithToken(alicePage, demo.token, '/withdraw');
  await alicePage.getByTestId('send-mode-tag').click();
  const usdc = await alicePage
    .locator('[data-testid="send-asset"] option', { hasText: '(USDC)' })
    .getAttribute('value');
  await alicePage.getByTestId('send-asset').selectOption(usdc!);
  await alicePage.getByTestId('send-amount').fill('12.5');
  await alicePage.getByTestId('send-recipient').fill(bob.tag);
  await expect(alicePage.getByTestId('fee-breakdown')).toContainText('Platform fee (0.1%)');
  await alicePage.getByTestId('send-submit').click();
  await expect(alicePage.getByTestId('toast').filter({ hasText: 'Sent successfully' })).toBeVisible();

  // Bob's open dashboard: the USDC row appears and the bell counts the new notification.
  await expect(bobPage.locator('[data-testid="asset-row"][data-symbol="USDC"]')).toBeVisible();
  await expect(bobPage.locator('[data-testid="asset-row"][data-symbol="USDC"]')).toContainText('12.5');
  await expect(bobPage.getByTestId('notification-badge')).toHaveText('2');
  await bobPage.getByTestId('notification-bell').click();
  await expect(bobPage.getByTestId('notifications-panel')).toContainText('Money received');
  await expect(bobPage.getByTestId('notifications-panel')).toContainText(
    `You received 12.50 USDC from @${DEMO_USER.tag}.`,
  );
  expect(reloaded).toBe(false);

  await bobContext.close();
  await aliceContext.close();
});
