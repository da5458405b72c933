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

test('the CLI deposit command credits a user', async ({ request, newUser }) => {
  test.slow(); // starts `npm run cli`
  const out = await fundUserViaCli(newUser.tag, '0.5', 'ETH');
  expect(out).toContain(`Deposited 0.5 ETH to @${newUser.tag}`);
  expect(await balanceOf(request, newUser.token, 'ETH')).toBe(0.5);
});
