import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../../test/helpers/money.js';
import { as, createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts.js';
import { fundDemoUser } from './demo-funds.js';
import { seedDemoExchange, TREASURY_SEED } from './demo-exchange.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo exchange seed', () => {
  it('stocks the treasury and gives the demo user a manual and an auto conversion', async () => {
    await seedDemoAccounts(t.container, async (id) => {
      await fundDemoUser(t.container, id);
      await seedDemoExchange(t.container, id);
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.user.email, password: DEMO_ACCOUNTS.user.password },
    });
    const token = login.json().token as string;
    const conversions = (await as(t.app, token, { method: 'GET', url: '/api/conversions' })).json();
    expect(conversions).toEqual([
      expect.objectContaining({ from_symbol: 'STRK', to_symbol: 'NGN', amount_in: '200', trigger: 'auto' }),
      expect.objectContaining({ from_symbol: 'ETH', to_symbol: 'NGN', amount_in: '0.1', trigger: 'manual' }),
    ]);
    const held = Object.fromEntries((await balances(t.app, token)).map((b) => [b.token_symbol, b]));
    expect(held.ETH!.amount).toBe('1.15');
    expect(held.STRK).toMatchObject({ amount: '600', auto_convert_threshold: '600' });
    const received = conversions.reduce((sum: number, c: { amount_out: string }) => sum + Number(c.amount_out), 0);
    expect(Number(held.NGN!.amount)).toBeCloseTo(250_000 + received, 2);

    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    const positions = (await as(t.app, admin.json().token, { method: 'GET', url: '/api/admin/treasury' })).json();
    const usdc = positions.find((p: { asset: string }) => p.asset === 'USDC');
    expect(usdc.balance).toBe(TREASURY_SEED.USDC);
    const ngn = positions.find((p: { asset: string }) => p.asset === 'NGN');
    expect(Number(ngn.balance)).toBeCloseTo(Number(TREASURY_SEED.NGN) - received, 2);
  });
});
