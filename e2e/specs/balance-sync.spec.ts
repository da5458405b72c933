import { expect, test } from '../helpers/fixtures';
import { signInWithToken } from '../helpers';

test('quick reloads and page changes never trip our own balance-sync limit', async ({ page, newUser }) => {
  const isSync = (url: string) => new URL(url).pathname === '/api/balances/sync';
  const requests: string[] = [];
  const answers: number[] = [];
  page.on('request', (request) => isSync(request.url()) && requests.push(request.url()));
  page.on('response', (response) => isSync(response.url()) && answers.push(response.status()));
  // The sync scans the devnet chains: allow for a busy machine.
  const firstSync = page.waitForResponse((response) => isSync(response.url()), { timeout: 30_000 });
  await signInWithToken(page, newUser.token, '/');
  expect((await firstSync).status()).toBe(200);
  // Six full page loads in a few seconds, as someone clicking around and reloading would make.
  for (const path of ['/transactions', '/deposits', '/settings', '/', '/transactions', '/']) {
    await page.goto(path);
    await expect(page.getByTestId('top-bar')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  // One sync for the whole visit (shared across loads), answered 200, never a 429.
  expect(requests).toHaveLength(1);
  expect(answers).toEqual([200]);
});
