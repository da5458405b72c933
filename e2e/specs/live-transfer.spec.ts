import { expect, test } from '@playwright/test';
import { fundUser, login, registerUser } from '../helpers/api';
import { DEMO_USER } from '../helpers/env';
import { verifiedUser } from '../helpers/identity';
import { liveSocketReady, signInWithToken } from '../helpers/ui';

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

test("the sender's screen confirms a send once; the recipient's live notification toasts", async ({ browser }) => {
  const alice = await verifiedUser('own');
  await fundUser(alice.tag, '50', 'USDC');
  const bob = await registerUser('toast');

  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await signInWithToken(bobPage, bob.token, '/dashboard');
  await expect(bobPage.getByTestId('live-banner')).toBeVisible();

  const aliceContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  const aliceLive = liveSocketReady(alicePage);
  await signInWithToken(alicePage, alice.token, '/withdraw?asset=USDC');
  await aliceLive;
  const badge = alicePage.getByTestId('notification-badge');
  await expect(badge).toBeVisible();
  const unread = Number(await badge.textContent());
  await alicePage.getByTestId('send-mode-tag').click();
  await alicePage.getByTestId('send-amount').fill('5');
  await alicePage.getByTestId('send-recipient').fill(bob.tag);
  await expect(alicePage.getByTestId('fee-breakdown')).toContainText('Platform fee (0.1%)');
  await alicePage.getByTestId('send-submit').click();
  await expect(alicePage.getByTestId('toast').filter({ hasText: 'Sent successfully' })).toBeVisible();

  // Bob did not do this: his screen tells him.
  await expect(bobPage.getByTestId('toast').filter({ hasText: 'Money received' })).toBeVisible();
  // Alice's 'Transfer sent' came live (her bell counts it) without a second toast.
  await expect(badge).toHaveText(String(unread + 1));
  // The badge moves when the event's refetch answers, after its toast would have shown (for 4 s):
  // counted once, now, since an assertion that retries would wait for such a toast to go.
  expect(await alicePage.getByTestId('toast').filter({ hasText: 'Transfer sent' }).count()).toBe(0);
  await alicePage.getByTestId('notification-bell').click();
  await expect(alicePage.getByTestId('notifications-panel')).toContainText(`You sent 5.00 USDC to @${bob.tag}.`);

  await bobContext.close();
  await aliceContext.close();
});
