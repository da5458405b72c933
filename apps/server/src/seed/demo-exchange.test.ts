import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../../test/helpers/money.js';
import { as, createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedDemo } from './demo.js';
import { TREASURY_SEED } from './demo-exchange.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo exchange seed', () => {
  it('stocks the treasury and gives the demo user a manual and an auto conversion', async () => {
    await seedDemo(t.container);
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
    // Other features' demo data moves naira too: the demo user's conversions alone are checked above.
    expect(Number(held.NGN!.amount)).toBeGreaterThan(0);

    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    const positions = (await as(t.app, admin.json().token, { method: 'GET', url: '/api/admin/treasury' })).json();
    const usdc = positions.find((p: { asset: string }) => p.asset === 'USDC');
    // The treasury only gains tokens here (a demo cash-out sells it USDC).
    expect(Number(usdc.balance)).toBeGreaterThanOrEqual(Number(TREASURY_SEED.USDC));
    // Naira left the treasury for the conversions (and for other demo cash-outs of tokens).
    const ngn = positions.find((p: { asset: string }) => p.asset === 'NGN');
    const received = conversions.reduce((sum: number, c: { amount_out: string }) => sum + Number(c.amount_out), 0);
    expect(Number(ngn.balance)).toBeLessThanOrEqual(Number(TREASURY_SEED.NGN) - received + 0.005);
  });
});
