import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';
import { fundUser, fundUserViaCli } from '../helpers';

// Checks the funding helpers themselves against the running server (used by the money specs).

async function balanceOf(request: APIRequestContext, token: string, symbol: string): Promise<number> {
  const res = await request.get('/api/balances', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const rows = (await res.json()) as { token_symbol: string; amount: string }[];
  return Number(rows.find((b) => b.token_symbol === symbol)?.amount);
}

test('the sandbox funding webhook credits a user', async ({ request, newUser }) => {
  expect(await balanceOf(request, newUser.token, 'NGN')).toBe(0);
  const result = await fundUser(newUser.tag, '2500.50', 'NGN');
  expect(result.credited).toBe(true);
  expect(result.transaction_id).toBeTruthy();
  expect(await balanceOf(request, newUser.token, 'NGN')).toBe(2500.5);
});

test('the CLI deposit sends a real devnet transaction for ETH, which the deposit watcher credits', async ({
  request,
  newUser,
}) => {
  test.slow(); // starts `npm run cli`
  const out = await fundUserViaCli(newUser.tag, '0.5', 'ETH');
  expect(out).toMatch(new RegExp(`Sent 0\\.5 ETH to @${newUser.tag} on the ethereum devnet: 0x[0-9a-f]{64}`));
  await expect.poll(() => balanceOf(request, newUser.token, 'ETH'), { timeout: 15_000 }).toBe(0.5);
});

test('the CLI deposit funds STRK through the sandbox funding provider (no Starknet devnet)', async ({
  request,
  newUser,
}) => {
  test.slow();
  const out = await fundUserViaCli(newUser.tag, '7', 'STRK');
  expect(out).toContain(`Deposited 7 STRK to @${newUser.tag} via the sandbox funding provider`);
  expect(await balanceOf(request, newUser.token, 'STRK')).toBe(7);
});
