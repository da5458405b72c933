import { expect, test } from '../helpers/fixtures';
import { fundUser, signInWithToken, unreadNotifications } from '../helpers';

test('a new user sees the welcome notification, and clicking it marks it read', async ({ page, newUser }) => {
  await signInWithToken(page, newUser.token, '/');

  const bell = page.getByTestId('notification-bell');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');

  await bell.click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notifications-unread-count')).toHaveText('1 unread');
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Welcome aboard!');
  await expect(items.first()).toContainText(`@${newUser.tag}`);

  await items.first().click();
  await expect(items).toHaveCount(0);
  await expect(page.getByTestId('notifications-empty')).toHaveText('No new notifications');
  await expect(page.getByTestId('notifications-unread-count')).toHaveText('0 unread');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // Read on the server too: it stays gone after a reload.
  await expect.poll(async () => (await unreadNotifications(newUser.token)).length).toBe(0);
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notifications-empty')).toHaveText('No new notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // Esc closes the dropdown.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notifications-panel')).toHaveCount(0);
});

test('Mark all as read empties the list, on the server too', async ({ page, newUser }) => {
  await fundUser(newUser.user.tag, '100', 'NGN');
  await fundUser(newUser.user.tag, '200', 'NGN');
  await signInWithToken(page, newUser.token, '/');
  await expect(page.getByTestId('notification-badge')).toHaveText('3');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item')).toHaveCount(3);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notifications-empty')).toHaveText('No new notifications');
  await expect(page.getByTestId('notifications-unread-count')).toHaveText('0 unread');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect.poll(async () => (await unreadNotifications(newUser.token)).length).toBe(0);
});
