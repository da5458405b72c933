import { expect, test } from '../helpers/fixtures';
import { signInWithToken } from '../helpers';

test('quick reloads and page changes never trip our own balance-sync limit', async ({ page, newUser }) => {
  const syncs: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/balances/sync') syncs.push(response.status());
  });
  await signInWithToken(page, newUser.token, '/');
  // Six full page loads in a few seconds, as someone clicking around and reloading would make.
  for (const path of ['/transactions', '/deposits', '/settings', '/', '/transactions', '/']) {
    await page.goto(path);
    await expect(page.getByTestId('top-bar')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  // One sync for the whole visit (shared across loads), and never a 429.
  expect(syncs).toEqual([200]);
});
