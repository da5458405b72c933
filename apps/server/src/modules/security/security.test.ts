import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { totp } from './totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '100' });
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress: '10.1.2.3' });
const profileStatus = async (token: string) =>
  (await as(t.app, token, { method: 'GET', url: '/api/users/profile' })).statusCode;

const startSetup = (u: { token: string; password: string }, password = u.password) =>
  as(t.app, u.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password } });

/** Turns two-factor on for a new user; returns the user and the secret, as an authenticator app would hold it. */
async function userWithTwoFactor() {
  const u = await registerUser(t.app);
  const setup = await startSetup(u);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json();
  expect(otpauth_url).toContain(`secret=${secret}`);
  // A code from the previous 30-second step: still inside the allowed drift.
  const enable = await as(t.app, u.token, {
    method: 'POST',
    url: '/api/auth/2fa/enable',
    payload: { code: totp(secret, Date.now() - 30_000) },
  });
  expect(enable.json()).toEqual({ enabled: true });
  return { ...u, secret: secret as string };
}

describe('two-factor sign-in', () => {
  it("starts setup only with the account's password, so a session alone can't lock its owner out", async () => {
    const u = await registerUser(t.app);
    const none = await as(t.app, u.token, { method: 'POST', url: '/api/auth/2fa/setup' });
    expect(none.statusCode).toBe(400);
    const wrong = await startSetup(u, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Password is incorrect',
      details: { password: ['Password is incorrect'] },
    });
    // No secret was stored: there is nothing to confirm.
    const enable = await as(t.app, u.token, {
      method: 'POST',
      url: '/api/auth/2fa/enable',
      payload: { code: '123456' },
    });
    expect(enable.json()).toMatchObject({ error: 'CONFLICT', message: 'Start two-factor setup first.' });
    expect((await startSetup(u)).json().secret).toMatch(/^[A-Z2-7]+$/);
  });

  it('limits wrong passwords at setup, sent at once, with the password change they share a count with', async () => {
    const u = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => startSetup(u, 'not-the-password')));
    const statuses = answers.map((r) => r.statusCode);
    const limit = t.config.LOGIN_MAX_PER_ACCOUNT;
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - limit);
    // The right password is locked out too while the limit lasts, here and when changing it.
    expect((await startSetup(u)).statusCode).toBe(429);
    const change = await as(t.app, u.token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: u.password, new_password: 'another-long-pass' },
    });
    expect(change.statusCode).toBe(429);
  });

  it('is off until a code confirms the setup', async () => {
    const u = await registerUser(t.app);
    expect((await as(t.app, u.token, { method: 'GET', url: '/api/auth/2fa' })).json()).toEqual({ enabled: false });
    expect(
      (await as(t.app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { code: '123456' } }))
        .statusCode,
    ).toBe(409);
    const { secret } = (await startSetup(u)).json();
    const wrong = String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0');
    const bad = await as(t.app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { code: wrong } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.code).toBeDefined();
    expect((await as(t.app, u.token, { method: 'GET', url: '/api/auth/2fa' })).json()).toEqual({ enabled: false });
    expect((await login({ email: u.user.email, password: u.password })).statusCode).toBe(200);
  });

  it('asks for the code after the password, accepts a real code once, and can be turned off with a code', async () => {
    const u = await userWithTwoFactor();
    const noCode = await login({ email: u.user.email, password: u.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({
      error: 'TOTP_REQUIRED',
      message: 'Enter the 6-digit code from your authenticator app',
    });
    // A wrong password still says nothing about two-factor.
    expect((await login({ email: u.user.email, password: 'wrong-password' })).json().error).toBe('INVALID_CREDENTIALS');

    const code = totp(u.secret);
    const ok = await login({ email: u.user.email, password: u.password, totp: code });
    expect(ok.statusCode).toBe(200);
    expect(await profileStatus(ok.json().token)).toBe(200);
    // The same code does not work twice.
    const replay = await login({ email: u.user.email, password: u.password, totp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('TOTP_REQUIRED');

    const disable = await as(t.app, u.token, {
      method: 'POST',
      url: '/api/auth/2fa/disable',
      payload: { code: totp(u.secret, Date.now() + 30_000) },
    });
    expect(disable.json()).toEqual({ enabled: false });
    expect((await login({ email: u.user.email, password: u.password })).statusCode).toBe(200);
  });

  it('lets no more code guesses through than the limit when they arrive at once', async () => {
    const u = await userWithTwoFactor();
    const guesses = await Promise.all(
      ['000001', '000002', '000003', '000004', '000005', '000006', '000007', '000008'].map((code) =>
        login({ email: u.user.email, password: u.password, totp: code }),
      ),
    );
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const disables = await Promise.all(
      ['000001', '000002', '000003', '000004', '000005', '000006', '000007', '000008'].map((code) =>
        as(t.app, u.token, { method: 'POST', url: '/api/auth/2fa/disable', payload: { code } }),
      ),
    );
    expect(disables.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('asking for the code does not count against the sign-in limit', async () => {
    const u = await userWithTwoFactor();
    for (let i = 0; i < 4; i++) {
      expect((await login({ email: u.user.email, password: u.password })).json().error).toBe('TOTP_REQUIRED');
    }
    const ok = await login({ email: u.user.email, password: u.password, totp: totp(u.secret) });
    expect(ok.statusCode).toBe(200);
  });

  it('counts wrong codes against the sign-in limit', async () => {
    const u = await userWithTwoFactor();
    for (const code of ['000000', '111111', '222222']) {
      const res = await login({ email: u.user.email, password: u.password, totp: code });
      expect(res.json().error).toBe('TOTP_REQUIRED');
    }
    const locked = await login({ email: u.user.email, password: u.password, totp: totp(u.secret) });
    expect(locked.statusCode).toBe(429);
  });
});

describe('change password', () => {
  it('lets no more guesses of the current password through than the limit when they arrive at once', async () => {
    const u = await registerUser(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(t.app, u.token, {
          method: 'POST',
          url: '/api/auth/password',
          payload: { current_password: `guess-${i}-wrong`, new_password: 'brand-new-pass' },
        }),
      ),
    );
    expect(guesses.map((r) => r.statusCode).sort()).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
  });

  it('needs the current password and signs out every other session', async () => {
    const u = await registerUser(t.app);
    const other = (await login({ email: u.user.email, password: u.password })).json().token as string;
    expect(await profileStatus(other)).toBe(200);

    const wrong = await as(t.app, u.token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'not-my-password', new_password: 'brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ current_password: ['Current password is incorrect'] });
    const short = await as(t.app, u.token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: u.password, new_password: 'short' },
    });
    expect(short.json().details.new_password).toEqual(['Password must be at least 8 characters']);

    const ok = await as(t.app, u.token, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: u.password, new_password: 'brand-new-pass' },
    });
    expect(ok.json()).toEqual({ ok: true });
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(u.token)).toBe(200);
    expect((await login({ email: u.user.email, password: u.password })).statusCode).toBe(401);
    expect((await login({ email: u.user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    const notes = (await as(t.app, u.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes[0].title).toBe('Password changed');
  });
});

describe('device management', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const windows =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('lists sessions with browser, OS, IP and the current flag; revokes one, then all others', async () => {
    const u = await registerUser(t.app);
    const phone = (await login({ email: u.user.email, password: u.password }, { 'user-agent': iphone })).json().token;
    const pc = (await login({ email: u.user.email, password: u.password }, { 'user-agent': windows })).json().token;

    const list = (await as(t.app, pc, { method: 'GET', url: '/api/auth/sessions' })).json();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, browser: 'Chrome 131', os: 'Windows', ip: '10.1.2.3' });
    const phoneSession = list.find((s: { os: string }) => s.os === 'iOS');
    expect(phoneSession).toMatchObject({ browser: 'Safari 17', current: false });
    expect(Object.keys(list[0]).sort()).toEqual(['browser', 'created_at', 'current', 'id', 'ip', 'last_seen_at', 'os']);

    // Another user can't see or revoke these.
    const stranger = await registerUser(t.app);
    const foreign = await as(t.app, stranger.token, { method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(await profileStatus(phone)).toBe(200);

    expect((await as(t.app, pc, { method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}` })).statusCode).toBe(
      200,
    );
    expect(await profileStatus(phone)).toBe(401);
    expect((await as(t.app, pc, { method: 'GET', url: '/api/auth/sessions' })).json()).toHaveLength(2);

    const others = await as(t.app, pc, { method: 'POST', url: '/api/auth/sessions/revoke-others' });
    expect(others.json()).toEqual({ revoked: 1 });
    expect(await profileStatus(u.token)).toBe(401);
    expect(await profileStatus(pc)).toBe(200);
    const left = (await as(t.app, pc, { method: 'GET', url: '/api/auth/sessions' })).json();
    expect(left.map((s: { current: boolean }) => s.current)).toEqual([true]);
  });
});
