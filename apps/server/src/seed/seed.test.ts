import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../../test/helpers/money.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { DEMO_ACCOUNTS, ensureConfiguredAdmin, seedDemoAccounts } from './accounts.js';
import { DEMO_FUNDS, fundDemoUser } from './demo-funds.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'boss@x.io', ADMIN_TAG: 'boss', ADMIN_PASSWORD: 'boss-password-1' });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('seeds', () => {
  it('seeds the demo user (verified, funded in every asset) and the demo admin, once', async () => {
    const seed = () => seedDemoAccounts(t.container, (id) => fundDemoUser(t.container, id));
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);
    const user = await login(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    expect(user.json().user).toMatchObject({ tag: 'demo', kyc_status: 'verified', role: 'user' });
    const amounts = Object.fromEntries(
      (await balances(t.app, user.json().token)).map((b) => [b.token_symbol, b.amount]),
    );
    expect(amounts).toEqual({ NGN: '250000', ETH: '1.25', USDC: '1500', STRK: '800', CORE: '120' });
    expect(Object.keys(DEMO_FUNDS)).toHaveLength(5);
    const limits = await t.app.inject({
      method: 'GET',
      url: '/api/users/limits',
      headers: { authorization: `Bearer ${user.json().token}` },
    });
    // Tier 3, so every demo flow works out of the box.
    expect(limits.json()).toMatchObject({
      tier: 3,
      tier_source: 'admin',
      daily_limit: '5000000.00',
      balance_cap: null,
    });
    const admin = await login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect(admin.json().user.role).toBe('admin');

    // Already verified: the welcome note says so instead of asking to verify.
    const notes = (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications/unread',
        headers: { authorization: `Bearer ${user.json().token}` },
      })
    ).json() as { title: string; body: string }[];
    const welcome = notes.find((n) => n.title === 'Welcome aboard!')!;
    expect(welcome.body).toBe(
      'Hi @demo, your wallet is ready. Your identity is verified, so you can send, receive and swap right away.',
    );
    expect(notes.map((n) => n.body)).toContain('₦250,000.00 has been added to your wallet.');
  });

  it('creates the configured admin once and never overwrites it', async () => {
    expect(await ensureConfiguredAdmin(t.container)).toBe('created');
    expect(
      await ensureConfiguredAdmin({ ...t.container, config: { ...t.config, ADMIN_PASSWORD: 'another-password' } }),
    ).toBe('exists');
    expect((await login('boss@x.io', 'boss-password-1')).json().user).toMatchObject({ role: 'admin', tag: 'boss' });
    expect((await login('boss@x.io', 'another-password')).statusCode).toBe(401);
  });
});
