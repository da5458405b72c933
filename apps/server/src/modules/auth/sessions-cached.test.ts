import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { hashSessionToken } from './session-token.js';

/**
 * Sessions cached between lookups (ADR 033), with a time to live long enough that only an
 * eviction can explain a refusal within the test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(() => t.close());

const profile = async (token: string) =>
  (await as(t.app, token, { method: 'GET', url: '/api/users/profile' })).statusCode;
const cached = (token: string) => t.container.sessionCache!.get(hashSessionToken(token));

/** A signed-in user whose session the cache holds. */
async function cachedSession() {
  const { token, user, password } = await registerUser(t.app);
  expect(await profile(token)).toBe(200);
  expect(cached(token)).toMatchObject({ userId: user.id, role: 'user' });
  return { token, user, password };
}

describe('cached sessions', () => {
  it('a session ended outside this process is refused as soon as the database announces it', async () => {
    const [revoked, expired, idle, deleted, untouched] = await Promise.all(
      Array.from({ length: 5 }, () => cachedSession()),
    );
    // What another server process (or an operator) does: straight in the database.
    const { db } = t.container.database;
    await db.execute(sql`update sessions set revoked_at = now() where user_id = ${revoked!.user.id}`);
    await db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${expired!.user.id}`,
    );
    await db.execute(
      sql`update sessions set last_seen_at = now() - interval '400 days' where user_id = ${idle!.user.id}`,
    );
    await db.execute(sql`delete from sessions where user_id = ${deleted!.user.id}`);

    for (const { token } of [revoked!, expired!, idle!, deleted!]) {
      await vi.waitFor(() => expect(cached(token)).toBeUndefined(), { timeout: 5_000, interval: 20 });
      expect(await profile(token)).toBe(401);
    }
    expect(cached(untouched!.token)).toBeDefined();
    expect(await profile(untouched!.token)).toBe(200);
  });

  it('a sign-out through the API is refused on the very next request', async () => {
    const phone = await cachedSession();
    const { token: laptop } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: phone.user.email, password: phone.password },
      })
    ).json();
    expect(await profile(laptop)).toBe(200);
    expect((await as(t.app, laptop, { method: 'POST', url: '/api/auth/sessions/revoke-others' })).json()).toEqual({
      revoked: 1,
    });
    expect(await profile(phone.token)).toBe(401);
    expect((await as(t.app, laptop, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect(await profile(laptop)).toBe(401);
  });
});
