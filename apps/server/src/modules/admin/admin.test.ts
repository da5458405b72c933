import { endpoints, formatAmount, type Endpoint } from '@app/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycPayload, tempDataDir } from '../../../test/helpers/identity.js';
import { balanceOf, fund, sendToTag } from '../../../test/helpers/money.js';
import { runSend, sandboxAccount, sendToBank, verifiedUser } from '../../../test/helpers/payouts.js';
import {
  as,
  createAdmin,
  createTestApp,
  registerUser,
  uniqueTag,
  type TestApp,
} from '../../../test/helpers/test-app.js';

const data = tempDataDir();
let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: data.DATA_DIR });
  admin = await createAdmin(t.app, t.container, uniqueTag('boss'));
});
afterAll(async () => {
  await t.close();
  data.cleanup();
});

const get = (token: string, url: string) => as(t.app, token, { method: 'GET', url });
const ID = '00000000-0000-4000-8000-000000000000';

describe('admin routes are for admins only', () => {
  const adminEndpoints = Object.entries(endpoints as Record<string, Endpoint>).filter(([, e]) => e.access === 'admin');

  it('covers every admin endpoint of the contract, the new ones included', () => {
    expect(adminEndpoints.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'adminOverview',
        'adminUsers',
        'adminUser',
        'freezeUser',
        'unfreezeUser',
        'adminPayouts',
        'adminPayoutStats',
        'approvePayout',
        'rejectPayout',
        'adminAnalytics',
        'adminAudit',
      ]),
    );
  });

  it.each(adminEndpoints)('%s: 403 for a signed-in user, 401 without a session', async (_name, e) => {
    const user = await registerUser(t.app);
    const url = `/api${e.path.replace(/:(\w+)/g, ID)}`;
    const payload = e.body ? { reason: 'x' } : undefined;
    const asUser = await as(t.app, user.token, { method: e.method, url, payload });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: e.method, url, payload })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/overview', () => {
  it('counts users, volume, fees, activity and today from the database, with per-instance latency', async () => {
    const before = (await get(admin.token, '/api/admin/overview')).json();
    const alice = await verifiedUser(t.app, t.container, uniqueTag('alice'));
    const bob = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'USDC', '1000');
    const wallet = await balanceOf(t.app, alice.token, 'USDC');
    await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: '100', receiver_tag: bob.user.tag });

    const res = await get(admin.token, '/api/admin/overview');
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.stats.total_users).toBe(before.stats.total_users + 2);
    // $1,000 deposited + $100 sent (the receiving side is not counted again).
    expect(Number(o.stats.total_volume_usd) - Number(before.stats.total_volume_usd)).toBe(1100);
    expect(o.stats.fees_by_asset.find((f: { asset: string }) => f.asset === 'USDC')).toMatchObject({
      amount: '0.1',
      usd_value: '0.10',
    });
    expect(Number(o.stats.platform_fees_usd)).toBeGreaterThanOrEqual(0.1);
    expect(o.stats.active_users_30d).toBeGreaterThanOrEqual(2);
    expect(o.health.transactions_today).toBe(before.health.transactions_today + 2);
    expect(o.health.latency_p50_ms).toEqual(expect.any(Number));
    expect(o.health.latency_p99_ms).toBeGreaterThanOrEqual(o.health.latency_p50_ms);
    expect(o.health.requests_5m).toBeGreaterThan(before.health.requests_5m);
    expect(o.chains.map((c: { name: string }) => c.name)).toEqual(['Ethereum', 'Base', 'Starknet', 'Core']);
    expect(o.latest_transactions[0]).toMatchObject({ user_tag: bob.user.tag, type: 'transfer_in', amount: '100' });
    expect(o.top_users[0]).toMatchObject({ tag: alice.user.tag, volume_usd: '1100.00', transactions: 2 });
  });
});

describe('GET /api/admin/users and /api/admin/users/:id', () => {
  it('searches by tag or email, filters by KYC status, and pages with before', async () => {
    const prefix = uniqueTag('find');
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await registerUser(t.app, { tag: `${prefix}${i}` }));
    const byTag = (await get(admin.token, `/api/admin/users?q=@${prefix}`)).json();
    expect(byTag.map((u: { tag: string }) => u.tag)).toEqual([`${prefix}2`, `${prefix}1`, `${prefix}0`]);
    expect((await get(admin.token, `/api/admin/users?q=${made[1]!.user.email.toUpperCase()}`)).json()).toHaveLength(1);
    const page1 = (await get(admin.token, `/api/admin/users?q=${prefix}&limit=2`)).json();
    const page2 = (await get(admin.token, `/api/admin/users?q=${prefix}&limit=2&before=${page1[1].id}`)).json();
    expect([...page1, ...page2].map((u: { tag: string }) => u.tag)).toEqual([`${prefix}2`, `${prefix}1`, `${prefix}0`]);
    expect((await get(admin.token, `/api/admin/users?q=%25`)).statusCode).toBe(200);
    expect((await get(admin.token, `/api/admin/users?q=${prefix}&kyc_status=verified`)).json()).toEqual([]);
    expect((await get(admin.token, '/api/admin/users?kyc_status=maybe')).statusCode).toBe(400);
  });

  it('shows one user: profile, balances, KYC submission with documents, transactions, sessions; 404 otherwise', async () => {
    const u = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.user.email, password: u.password },
    });
    await fund(t.container, u.user.id, 'NGN', '2500');
    const submitted = await as(t.app, u.token, {
      method: 'POST',
      url: '/api/kycs',
      payload: await kycPayload(t.app, u.token),
    });
    expect(submitted.statusCode).toBe(201);

    const res = await get(admin.token, `/api/admin/users/${u.user.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.user).toMatchObject({
      id: u.user.id,
      tag: u.user.tag,
      kyc_status: 'pending',
      frozen: false,
      frozen_at: null,
    });
    expect(d.balances.find((b: { token_symbol: string }) => b.token_symbol === 'NGN').amount).toBe('2500');
    expect(d.kyc).toMatchObject({
      status: 'pending',
      full_name: 'Adaeze Ngozi Okafor',
      id_document: expect.stringMatching(/^\/api\/uploads\//),
      bvn: '22222222222',
    });
    expect(d.transactions[0]).toMatchObject({ type: 'deposit', amount: '2500' });
    expect(d.sessions).toHaveLength(2);
    expect(d.sessions.every((s: { active: boolean }) => s.active)).toBe(true);
    // The admin may open the user's documents for the preview.
    expect((await get(admin.token, d.kyc.id_document)).statusCode).toBe(200);
    // Approving from the Users screen goes through the existing KYC endpoint.
    expect(
      (await as(t.app, admin.token, { method: 'POST', url: `/api/admin/users/${u.user.id}/kyc/approve` })).statusCode,
    ).toBe(200);
    expect((await get(admin.token, `/api/admin/users/${u.user.id}`)).json().user.kyc_status).toBe('verified');
    expect((await get(admin.token, `/api/admin/users/${ID}`)).statusCode).toBe(404);
  });
});

/** The user whose payout the first analytics test made. */
let trendUser = '';

describe('GET /api/admin/analytics', () => {
  it('returns one entry per day with volume by type, new users and fees, and refuses a bad range', async () => {
    const u = await verifiedUser(t.app, t.container, uniqueTag('trend'));
    trendUser = u.user.id;
    await fund(t.container, u.user.id, 'NGN', '100000');
    const wallet = await balanceOf(t.app, u.token, 'NGN');
    expect(
      (
        await sendToBank(t.app, u.token, {
          balance_id: wallet.id,
          amount: '10000',
          bank_code: '058',
          account_number: sandboxAccount(),
        })
      ).statusCode,
    ).toBe(200);

    const a = (await get(admin.token, '/api/admin/analytics?days=7')).json();
    expect(a.series).toHaveLength(7);
    expect(a.series.at(-1).date).toBe(a.to);
    const today = a.series.at(-1);
    expect(Number(today.volume_usd.deposit)).toBeGreaterThan(0);
    expect(Number(today.volume_usd.transfer)).toBeGreaterThanOrEqual(100);
    expect(today.new_users).toBeGreaterThanOrEqual(1);
    expect(Number(today.fees_usd)).toBeGreaterThan(5);
    expect(a.totals.new_users).toBe(a.series.reduce((n: number, d: { new_users: number }) => n + d.new_users, 0));
    expect((await get(admin.token, '/api/admin/analytics')).json().series).toHaveLength(30);
    for (const bad of ['0', '366', 'abc'])
      expect((await get(admin.token, `/api/admin/analytics?days=${bad}`)).statusCode).toBe(400);
  });

  it('has a solvency row per asset: owed from user balances, NGN float at both providers, coverage', async () => {
    const a = (await get(admin.token, '/api/admin/analytics?days=1')).json();
    const ngn = a.solvency.find((r: { asset: string }) => r.asset === 'NGN');
    const [owed] = await queryRows<{ total: string }>(
      t.container.db,
      sql`select sum(balance)::text as total from ledger_accounts where kind = 'user_wallet' and asset = 'NGN'`,
    );
    expect(ngn.owed).toBe(formatAmount(BigInt(owed!.total), 2));
    expect(ngn.sources.map((s: { label: string; status: string }) => [s.label, s.status])).toEqual([
      ['Paystack float (sandbox)', 'ok'],
      ['Flutterwave float (sandbox)', 'ok'],
    ]);
    // The sandbox floats started at ₦50m and ₦20m; the payout above, once sent, took ₦10,000 from Paystack's.
    expect(ngn.held).toBe('70000000');
    const [queued] = await t.container.payouts.list(trendUser, { limit: 1 });
    await runSend(t.container, queued!.id);
    const after = (await get(admin.token, '/api/admin/analytics?days=1')).json();
    expect(after.solvency.find((r: { asset: string }) => r.asset === 'NGN').held).toBe('69990000');
    expect(ngn.status).toBe('covered');
    expect(Number(ngn.coverage)).toBeGreaterThan(100);
    expect(ngn.ledger.clearing).toBe('10000');
    const eth = a.solvency.find((r: { asset: string }) => r.asset === 'ETH');
    expect(eth).toMatchObject({ held: null, coverage: null, status: 'unknown' });
    expect(eth.sources[0].status).toBe('not_connected');
  });
});

describe('GET /api/admin/audit', () => {
  it('lists admin actions newest first, with who, what and why, filtered and paged', async () => {
    const u = await registerUser(t.app);
    const kyc = await kycPayload(t.app, u.token);
    await as(t.app, u.token, { method: 'POST', url: '/api/kycs', payload: kyc });
    await as(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/users/${u.user.id}/kyc/reject`,
      payload: { reason: 'Blurred photo' },
    });
    await as(t.app, admin.token, { method: 'PUT', url: '/api/admin/prices', payload: { ngn_per_usd: '1600' } });

    const list = (await get(admin.token, '/api/admin/audit?limit=2')).json();
    expect(list[0]).toMatchObject({
      action: 'prices.set',
      actor_id: admin.id,
      actor_tag: expect.any(String),
      after: { ngn_per_usd: '1600' },
      before: { ngn_per_usd: '1550' },
    });
    expect(list[1]).toMatchObject({
      action: 'kyc.reject',
      target_type: 'user',
      target_id: u.user.id,
      target_label: u.user.tag,
      reason: 'Blurred photo',
    });
    const older = (await get(admin.token, `/api/admin/audit?limit=1&before=${list[1].id}`)).json();
    expect(Number(older[0]?.id ?? 0)).toBeLessThan(Number(list[1].id));
    expect(
      (await get(admin.token, '/api/admin/audit?action=kyc.reject'))
        .json()
        .every((e: { action: string }) => e.action === 'kyc.reject'),
    ).toBe(true);
    expect((await get(admin.token, '/api/admin/audit?before=abc')).statusCode).toBe(400);
  });
});
