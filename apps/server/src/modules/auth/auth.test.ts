import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, uniqueTag, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '8' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

describe('POST /api/auth/register', () => {
  it('creates the user, a session and a welcome notification', async () => {
    const tag = uniqueTag('Ada');
    const res = await post('/api/auth/register', { tag, email: `${tag}@Example.com`, password: 'longenough' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ tag, role: 'user', kyc_status: 'none', is_verified: false });
    // The server derives the deposit address from its custody seed.
    expect(body.user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(body.user.last_login).not.toBeNull();
    expect(body.user).not.toHaveProperty('password_hash');
    const unread = await as(t.app, body.token, { method: 'GET', url: '/api/notifications/unread' });
    expect(unread.json().map((n: { title: string }) => n.title)).toEqual(['Welcome aboard!']);
    expect(unread.json()[0].body).toBe(
      `Hi @${body.user.tag}, your wallet is ready. Verify your identity to start sending and receiving.`,
    );
  });

  it('ignores a client-sent address', async () => {
    const tag = uniqueTag();
    const res = await post('/api/auth/register', {
      tag,
      email: `${tag}@x.io`,
      password: 'longenough',
      address: '0x1234567890123456789012345678901234567890',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(res.json().user.address.toLowerCase()).not.toBe('0x1234567890123456789012345678901234567890');
  });

  it('answers 409 naming the taken tag, ignoring case', async () => {
    const { user } = await registerUser(t.app);
    const res = await post('/api/auth/register', {
      tag: user.tag.toUpperCase(),
      email: `other_${user.email}`,
      password: 'longenough',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'TAG_TAKEN' });
    expect(res.json().message).toContain('tag');
  });

  it('answers 409 naming the taken email, ignoring case', async () => {
    const { user } = await registerUser(t.app);
    const res = await post('/api/auth/register', {
      tag: uniqueTag(),
      email: user.email.toUpperCase(),
      password: 'longenough',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
  });

  it('lets exactly one of two racing sign-ups for one tag win', async () => {
    const tag = uniqueTag();
    const results = await Promise.all(
      [1, 2, 3].map((i) => post('/api/auth/register', { tag, email: `${tag}${i}@x.io`, password: 'longenough' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    [{ email: 'a@b.co', password: 'longenough' }, 'tag', 'Tag is required'],
    [
      { tag: 'ab', email: 'a@b.co', password: 'longenough' },
      'tag',
      'Tag must be 3-20 characters, letters, numbers, and underscores only',
    ],
    [
      { tag: 'bad-tag!', email: 'a@b.co', password: 'longenough' },
      'tag',
      'Tag must be 3-20 characters, letters, numbers, and underscores only',
    ],
    [
      { tag: 'a'.repeat(21), email: 'a@b.co', password: 'longenough' },
      'tag',
      'Tag must be 3-20 characters, letters, numbers, and underscores only',
    ],
    [{ tag: 'okay_tag', email: 'not-an-email', password: 'longenough' }, 'email', 'Invalid email address'],
    [{ tag: 'okay_tag', password: 'longenough' }, 'email', 'Email is required'],
    [{ tag: 'okay_tag', email: 'a@b.co', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [
      { tag: 'okay_tag', email: 'a@b.co', password: 'x'.repeat(10_000) },
      'password',
      'Password must be at most 128 characters',
    ],
    // A value of the wrong type was sent, so it is not called missing.
    [{ tag: 123, email: 'a@b.co', password: 'longenough' }, 'tag', 'Tag must be text'],
    [{ tag: 'okay_tag', email: ['a@b.co'], password: 'longenough' }, 'email', 'Email must be text'],
  ])('answers 400 with per-field details for %j', async (payload, field, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(res.json().details[field]).toContain(message);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in, sets last_login and returns a working token', async () => {
    const { user, password } = await registerUser(t.app);
    const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const { token, user: u } = res.json();
    expect(new Date(u.last_login).getTime()).toBeGreaterThanOrEqual(new Date(user.last_login!).getTime());
    const profile = await as(t.app, token, { method: 'GET', url: '/api/users/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: user.id, tag: user.tag });
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, '10.0.1.1');
    const unknown = await post(
      '/api/auth/login',
      { email: `nobody_${user.email}`, password: 'wrong-password' },
      '10.0.1.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid credentials');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(unknown.json().error).toBe(wrong.json().error);
  });

  it('rate-limits one account after repeated failures (429), even from many IPs', async () => {
    const { user, password } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'nope-nope' }, `10.1.0.${i}`)).statusCode,
      ).toBe(401);
    }
    const limited = await post('/api/auth/login', { email: user.email, password }, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/Too many sign-in attempts/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('lets no more guesses through than the limit when they arrive at once', async () => {
    const { user } = await registerUser(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('/api/auth/login', { email: user.email, password: `guess-${i}-wrong` }, `10.1.1.${i}`),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('rate-limits one IP across accounts (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await post('/api/auth/login', { email: `x${i}@nobody.io`, password: 'whatever1' }, '10.2.0.1')).statusCode,
      );
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    // Another IP is unaffected.
    expect(
      (await post('/api/auth/login', { email: 'y@nobody.io', password: 'whatever1' }, '10.2.0.2')).statusCode,
    ).toBe(401);
  });

  it('answers 400 for missing fields', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.password).toContain('Password is required');
  });
});

describe('sessions', () => {
  it('logout revokes the token (401 afterwards) but not other sessions', async () => {
    const { token, user, password } = await registerUser(t.app);
    const other = (await post('/api/auth/login', { email: user.email, password }, '10.3.0.1')).json().token as string;
    expect((await as(t.app, token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const after = await as(t.app, token, { method: 'GET', url: '/api/users/profile' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect((await as(t.app, other, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a garbage token, and with an expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    expect((await as(t.app, 'garbage', { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    const { token } = await registerUser(t.app);
    await t.container.database.db.execute(
      // Age every session past its absolute expiry.
      (await import('drizzle-orm')).sql`update sessions set expires_at = now() - interval '1 second'`,
    );
    expect((await as(t.app, token, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
  });

  it('expires idle sessions', async () => {
    const { token } = await registerUser(t.app);
    const { sql } = await import('drizzle-orm');
    await t.container.database.db.execute(sql`update sessions set last_seen_at = now() - interval '400 days'`);
    expect((await as(t.app, token, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
  });

  it('stores only a digest of the token', async () => {
    const { token } = await registerUser(t.app);
    const { sql } = await import('drizzle-orm');
    const rows = (await t.container.database.db.execute(sql`select token_hash from sessions`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(rows.rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
