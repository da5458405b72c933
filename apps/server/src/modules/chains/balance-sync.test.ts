import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sync = (token: string) => as(t.app, token, { method: 'GET', url: '/api/balances/sync' });

describe('GET /api/balances/sync limits', () => {
  it('lets a user reload and navigate quickly, and shares one scan between concurrent callers', async () => {
    const { token } = await registerUser(t.app);
    let scans = 0;
    const scanAll = t.container.depositWatcher.scanAll;
    t.container.depositWatcher.scanAll = async () => {
      scans++;
      // Long enough that all three requests arrive while it runs, even on a busy machine.
      await new Promise((r) => setTimeout(r, 500));
      return scanAll();
    };
    try {
      // Ten page loads in a couple of seconds, as someone clicking around would make.
      for (let i = 0; i < 10; i++) expect((await sync(token)).statusCode).toBe(200);
      scans = 0;
      const together = await Promise.all([sync(token), sync(token), sync(token)]);
      expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(scans).toBe(1);
    } finally {
      t.container.depositWatcher.scanAll = scanAll;
    }
  });

  it('answers 429 with the real time left once a user exceeds 20 a minute; others are unaffected', async () => {
    const { token } = await registerUser(t.app);
    for (let i = 0; i < 20; i++) expect((await sync(token)).statusCode).toBe(200);
    const limited = await sync(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const other = await registerUser(t.app);
    expect((await sync(other.token)).statusCode).toBe(200);
  });
});
