import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeSwap, quoteOk, stockTreasury } from '../../../test/helpers/exchange.js';
import { fund } from '../../../test/helpers/money.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.container);
  await stockTreasury(t.container, admin.id);
});
afterAll(() => t.close());

async function funded(asset: 'ETH' | 'USDC' | 'NGN' = 'ETH', amount = '1') {
  const user = await registerUser(t.app);
  await fund(t.container, user.user.id, asset, amount);
  return user;
}

describe('GET /api/conversions', () => {
  it('lists swaps to and from NGN, newest first, and leaves token-to-token swaps out', async () => {
    const user = await funded('USDC', '300');
    const swap = async (from: string, to: string, amount: string) => {
      const q = await quoteOk(t.app, user.token, { from_symbol: from, to_symbol: to, amount });
      expect((await executeSwap(t.app, user.token, q.quote_id)).statusCode).toBe(200);
      return q;
    };
    const first = await swap('USDC', 'NGN', '100');
    await swap('USDC', 'ETH', '50');
    const third = await swap('NGN', 'USDC', '20000');
    const res = await as(t.app, user.token, { method: 'GET', url: '/api/conversions' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        from_symbol: 'NGN',
        to_symbol: 'USDC',
        amount_in: '20000',
        amount_out: third.amount_out,
        rate: third.rate,
        trigger: 'manual',
        status: 'completed',
      }),
      expect.objectContaining({
        from_symbol: 'USDC',
        to_symbol: 'NGN',
        amount_in: '100',
        amount_out: first.amount_out,
        trigger: 'manual',
      }),
    ]);
    const other = await registerUser(t.app);
    expect((await as(t.app, other.token, { method: 'GET', url: '/api/conversions' })).json()).toEqual([]);
    const page = await as(t.app, user.token, {
      method: 'GET',
      url: `/api/conversions?limit=1&before=${res.json()[0].id}`,
    });
    expect(page.json().map((c: { id: string }) => c.id)).toEqual([res.json()[1].id]);
  });
});
