import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (token: string) => (await as(t.app, token, { method: 'GET', url: '/api/users/preferences' })).json();
const put = (token: string, payload: object) =>
  as(t.app, token, { method: 'PUT', url: '/api/users/preferences', payload });
const titles = async (token: string) =>
  (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' }))
    .json()
    .map((n: { title: string }) => n.title);

describe('preferences', () => {
  it("start at the spec's defaults, change in part, and persist across sessions", async () => {
    const u = await registerUser(t.app);
    expect(await get(u.token)).toEqual({
      notifications: {
        transactions: true,
        security: true,
        price_alerts: false,
        marketing: false,
        weekly_reports: true,
      },
      dark_mode: null,
      local_currency: 'NGN',
      hide_balances: false,
    });
    const res = await put(u.token, { dark_mode: true, local_currency: 'USD', notifications: { marketing: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dark_mode: true, local_currency: 'USD', hide_balances: false });
    expect(res.json().notifications).toMatchObject({ marketing: true, transactions: true });
    await put(u.token, { hide_balances: true });

    // Another device sees the same settings.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.user.email, password: u.password },
    });
    expect(await get(other.json().token)).toMatchObject({
      dark_mode: true,
      local_currency: 'USD',
      hide_balances: true,
      notifications: { marketing: true },
    });
  });

  it('refuses bad values with 400 per field', async () => {
    const u = await registerUser(t.app);
    const res = await put(u.token, { local_currency: 'EUR', notifications: { security: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['local_currency', 'notifications.security']);
  });

  it('decide which notifications are created', async () => {
    const u = await registerUser(t.app);
    const { notify } = t.container.notifications;
    await put(u.token, { notifications: { security: false, transactions: false, marketing: true } });
    expect(
      await notify(t.container.db, u.user.id, { title: 'Promo', body: 'b', category: 'marketing' }),
    ).not.toBeNull();
    expect(await notify(t.container.db, u.user.id, { title: 'Price', body: 'b', category: 'price_alert' })).toBeNull();
    expect(await notify(t.container.db, u.user.id, { title: 'Sent', body: 'b', category: 'transaction' })).toBeNull();
    // Without a category (account matters such as KYC decisions) it always goes out.
    expect(await notify(t.container.db, u.user.id, { title: 'Account', body: 'b' })).not.toBeNull();

    // A real flow: with security alerts off, a password change leaves no notification.
    await as(t.app, u.token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: u.password, new_password: 'another-long-pass' },
    });
    expect(await titles(u.token)).toEqual(['Account', 'Promo', 'Welcome aboard!']);
    await put(u.token, { notifications: { security: true } });
    await as(t.app, u.token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'another-long-pass', new_password: 'third-long-pass' },
    });
    expect((await titles(u.token))[0]).toBe('Password changed');
  });
});
