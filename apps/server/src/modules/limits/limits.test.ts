import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, fund, sendToTag } from '../../../test/helpers/money.js';
import { sandboxAccount, sendToBank } from '../../../test/helpers/payouts.js';
import { accountNumber, payBill } from '../../../test/helpers/bills.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { kycPayload, tempDataDir } from '../../../test/helpers/identity.js';

const dir = tempDataDir();
let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dir.DATA_DIR });
  admin = await createAdmin(t.app, t.container);
});
afterAll(async () => {
  await t.close();
  dir.cleanup();
});

const setTier = (id: string, tier: unknown, reason: unknown = 'Checked by compliance', token = admin.token) =>
  as(t.app, token, { method: 'POST', url: `/api/admin/users/${id}/tier`, payload: { tier, reason } });
const limits = (token: string) => as(t.app, token, { method: 'GET', url: '/api/users/limits' });

/** A user at `tier` (set by the admin endpoint) holding `ngn` naira. */
async function userAt(tier: number, ngn = '100000') {
  const u = await registerUser(t.app, { tier: 'kyc' });
  if (tier > 0) expect((await setTier(u.user.id, tier)).statusCode).toBe(200);
  if (ngn !== '0') await fund(t.container, u.user.id, 'NGN', ngn);
  return u;
}

async function send(
  from: { token: string },
  to: { user: { tag: string } },
  amount: string,
  asset: 'NGN' | 'USDC' = 'NGN',
) {
  const wallet = await balanceOf(t.app, from.token, asset);
  return sendToTag(t.app, from.token, { balance_id: wallet.id, amount, receiver_tag: to.user.tag });
}

describe('daily outflow limit', () => {
  it('stops a tier-1 user who sent ₦45,000 from sending ₦10,000, saying what is left', async () => {
    const alice = await userAt(1);
    const bob = await userAt(1, '0');
    expect((await send(alice, bob, '45000')).statusCode).toBe(200);
    const before = (await balanceOf(t.app, alice.token, 'NGN')).amount;

    const refused = await send(alice, bob, '10000');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'DAILY_LIMIT_REACHED',
      message: 'Daily limit reached: ₦5,000.00 left today',
    });
    expect((await balanceOf(t.app, alice.token, 'NGN')).amount).toBe(before);

    expect((await limits(alice.token)).json()).toMatchObject({
      tier: 1,
      tier_source: 'admin',
      daily_limit: '50000.00',
      balance_cap: '300000.00',
      used_today: '45000.00',
      left_today: '5000.00',
      next_tier: { tier: 2, daily_limit: '200000.00' },
    });
    // Exactly what is left still goes (the 0.1% fee is charged on top and not counted).
    expect((await send(alice, bob, '5000')).statusCode).toBe(200);
    expect((await limits(alice.token)).json()).toMatchObject({ used_today: '50000.00', left_today: '0.00' });
    expect((await send(alice, bob, '0.01')).json().message).toBe('Daily limit reached: ₦0.00 left today');
  });

  it('lets exactly one of two concurrent ₦30,000 sends through at tier 1', async () => {
    const alice = await userAt(1);
    const bob = await userAt(1, '0');
    const results = await Promise.all([send(alice, bob, '30000'), send(alice, bob, '30000')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().message).toBe(
      'Daily limit reached: ₦20,000.00 left today',
    );
    expect((await limits(alice.token)).json()).toMatchObject({ used_today: '30000.00' });
    expect((await balanceOf(t.app, bob.token, 'NGN')).amount).toBe('30000');
  });

  it('serialises concurrent sends of one user in different assets, valued in naira at current rates', async () => {
    const alice = await userAt(1);
    await fund(t.container, alice.user.id, 'USDC', '100');
    const bob = await userAt(1, '0');
    // 20 USDC at $1 and ₦1,550/$ is ₦31,000: together with ₦30,000 it passes ₦50,000.
    const results = await Promise.all([send(alice, bob, '30000', 'NGN'), send(alice, bob, '20', 'USDC')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const used = (await limits(alice.token)).json().used_today;
    expect(['30000.00', '31000.00']).toContain(used);
  });

  it('refuses any send from an unverified (tier 0) account, and counts nothing', async () => {
    const carol = await userAt(0);
    const bob = await userAt(1, '0');
    expect((await limits(carol.token)).json()).toMatchObject({
      tier: 0,
      tier_source: 'kyc',
      daily_limit: '0.00',
      left_today: '0.00',
      next_tier: { tier: 1 },
    });
    const res = await send(carol, bob, '100');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('VERIFICATION_REQUIRED');
    expect((await balanceOf(t.app, carol.token, 'NGN')).amount).toBe('100000');
  });

  it('counts bank payouts and bill payments against the same limit', async () => {
    const dan = await userAt(1);
    const ngn = await balanceOf(t.app, dan.token, 'NGN');
    const payout = await sendToBank(t.app, dan.token, {
      balance_id: ngn.id,
      amount: '40000',
      bank_code: '058',
      account_number: sandboxAccount(),
    });
    expect(payout.statusCode).toBe(200);
    const bill = await payBill(t.app, dan.token, {
      provider: 'ikeja-electric',
      account_number: accountNumber('electricity', '5678'),
      amount: '10001',
    });
    expect(bill.statusCode).toBe(422);
    expect(bill.json().message).toBe('Daily limit reached: ₦10,000.00 left today');
  });

  it('credits inflows past the balance cap and asks the user to upgrade, once', async () => {
    const erin = await userAt(1, '250000');
    await fund(t.container, erin.user.id, 'NGN', '100000');
    expect((await balanceOf(t.app, erin.token, 'NGN')).amount).toBe('350000');
    await fund(t.container, erin.user.id, 'NGN', '1000');
    const notes = (await as(t.app, erin.token, { method: 'GET', url: '/api/notifications/unread' })).json() as {
      title: string;
      body: string;
    }[];
    const capped = notes.filter((n) => n.title === 'Balance limit passed');
    expect(capped).toHaveLength(1);
    expect(capped[0]!.body).toContain('₦300,000.00');
  });

  it('derives the tier from KYC: verified is tier 1, verified with a matching BVN is tier 2', async () => {
    const withBvn = await registerUser(t.app, { tier: 'kyc' });
    const without = await registerUser(t.app, { tier: 'kyc' });
    for (const [u, overrides] of [
      [withBvn, {}],
      [without, { bvn: null }],
    ] as const) {
      const submitted = await as(t.app, u.token, {
        method: 'POST',
        url: '/api/kycs',
        payload: await kycPayload(t.app, u.token, overrides),
      });
      expect(submitted.statusCode).toBe(201);
      const decided = await as(t.app, admin.token, {
        method: 'POST',
        url: `/api/admin/users/${u.user.id}/kyc/approve`,
      });
      expect(decided.statusCode).toBe(200);
    }
    expect((await limits(withBvn.token)).json()).toMatchObject({
      tier: 2,
      tier_source: 'kyc',
      daily_limit: '200000.00',
    });
    expect((await limits(without.token)).json()).toMatchObject({
      tier: 1,
      tier_source: 'kyc',
      daily_limit: '50000.00',
    });
  });
});

describe('POST /api/admin/users/{id}/tier', () => {
  it('sets the tier, audits it with the reason, and tells the user', async () => {
    const u = await registerUser(t.app, { tier: 'kyc' });
    const res = await setTier(u.user.id, 3, 'Enhanced due diligence passed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tier: 3, tier_source: 'admin', daily_limit: '5000000.00', balance_cap: null });
    const audit = (
      await as(t.app, admin.token, { method: 'GET', url: `/api/admin/audit?target_id=${u.user.id}` })
    ).json();
    expect(audit[0]).toMatchObject({
      action: 'user.tier',
      actor_id: admin.id,
      reason: 'Enhanced due diligence passed',
      before: { tier: 0 },
      after: { tier: 3 },
    });
    const notes = (await as(t.app, u.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes.map((n: { title: string }) => n.title)).toContain('Limits changed');
    const listed = (await as(t.app, admin.token, { method: 'GET', url: `/api/admin/users?q=${u.user.tag}` })).json();
    expect(listed).toMatchObject([{ id: u.user.id, tier: 3 }]);
  });

  it("refuses an admin's own tier; another admin sets it", async () => {
    const self = await createAdmin(t.app, t.container);
    const own = await setTier(self.id, 3, 'raising my own limit', self.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change the limits of your own account');
    expect((await setTier(self.id, 2, 'Checked by compliance', admin.token)).statusCode).toBe(200);
  });

  it('is for admins only, checks its input, and 404s an unknown user', async () => {
    const u = await registerUser(t.app, { tier: 'kyc' });
    expect((await setTier(u.user.id, 3, 'me', u.token)).statusCode).toBe(403);
    for (const [tier, reason] of [
      [4, 'x'],
      ['3', 'x'],
      [-1, 'x'],
      [2, ''],
      [2, 'x'.repeat(501)],
    ]) {
      const res = await setTier(u.user.id, tier, reason);
      expect(res.statusCode, JSON.stringify([tier, reason])).toBe(400);
    }
    expect((await setTier('00000000-0000-4000-8000-000000000000', 2)).statusCode).toBe(404);
    expect((await setTier('not-a-uuid', 2)).statusCode).toBe(400);
    expect((await limits(u.token)).json().tier).toBe(0);
    expect(
      (await as(t.app, admin.token, { method: 'GET', url: `/api/admin/users/${u.user.id}/limits` })).json(),
    ).toMatchObject({
      tier: 0,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/limits' })).statusCode).toBe(401);
  });
});
