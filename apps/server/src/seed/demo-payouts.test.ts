import type { AdminPayout, AdminUser, Payout } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPoll, testClock } from '../../test/helpers/payouts.js';
import { tempDataDir } from '../../test/helpers/identity.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedDemo } from './demo.js';

const clock = testClock();
const data = tempDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: data.DATA_DIR }, undefined, {}, { clock: clock.now });
  await seedDemo(t.container);
});
afterAll(async () => {
  await t.close();
  data.cleanup();
});

const signIn = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().token as string;
const get = async <T>(token: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json() as T;

describe('demo back-office data', () => {
  it('gives Admin Users a user in every KYC state and a frozen account', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const users = await get<AdminUser[]>(admin, '/api/admin/users?limit=100');
    const byTag = Object.fromEntries(users.map((u) => [u.tag, u]));
    expect(byTag.ada_pending).toMatchObject({ kyc_status: 'pending', frozen: false });
    expect(byTag.chidi_rejected).toMatchObject({ kyc_status: 'rejected' });
    expect(byTag.ngozi_new).toMatchObject({ kyc_status: 'none' });
    expect(byTag.tunde_trader).toMatchObject({ kyc_status: 'verified', frozen: true });
    expect(byTag.demo).toMatchObject({ kyc_status: 'verified' });
    const detail = await get<{ kyc: { id_document: string } }>(admin, `/api/admin/users/${byTag.ada_pending!.id}`);
    const image = await t.app.inject({
      method: 'GET',
      url: detail.kyc.id_document,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('gives the demo user payouts that complete, fail and are reversed, and payouts awaiting approval', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const demo = await signIn(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    // The sandbox settles after a few seconds; the payout jobs poll it.
    const ids = (await get<Payout[]>(demo, '/api/payouts')).map((p) => p.id);
    clock.advance(2_500);
    for (const id of ids) await runPoll(t.container, id);
    clock.advance(5_000);
    for (const id of ids) await runPoll(t.container, id, 0);
    const mine = await get<Payout[]>(demo, '/api/payouts');
    expect(mine.map((p) => p.status).sort()).toEqual(['completed', 'failed', 'requires_approval', 'reversed']);
    const all = await get<AdminPayout[]>(admin, '/api/admin/payouts');
    expect(all.find((p) => p.tag === 'ngozi_new')).toMatchObject({ status: 'requires_approval', kyc_verified: false });
    expect(all.find((p) => p.tag === 'tunde_trader')).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringMatching(/^Rejected: /),
    });
    const overview = await get<{ top_users: { tag: string }[]; stats: { total_users: number } }>(
      admin,
      '/api/admin/overview',
    );
    const everyone = await get<AdminUser[]>(admin, '/api/admin/users?limit=100');
    expect(overview.stats.total_users).toBe(everyone.filter((u) => u.role === 'user').length);
    expect(overview.top_users.map((u) => u.tag)).toContain('tunde_trader');
  });
});
