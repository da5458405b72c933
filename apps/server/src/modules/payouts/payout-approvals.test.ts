import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import {
  adminPayout,
  myPayouts,
  runPoll,
  runSend,
  sandboxAccount,
  sendToBank,
  testClock,
  verifiedUser,
} from '../../../test/helpers/payouts.js';
import { as, createAdmin, createTestApp, uniqueTag, type TestApp } from '../../../test/helpers/test-app.js';

const clock = testClock();
let t: TestApp;
let admin1: { token: string; id: string };
let admin2: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, { clock: clock.now });
  admin1 = await createAdmin(t.app, t.container, uniqueTag('checker'));
  admin2 = await createAdmin(t.app, t.container, uniqueTag('maker'));
});
afterAll(() => t.close());

const approve = (token: string, id: string) =>
  as(t.app, token, { method: 'POST', url: `/api/admin/payouts/${id}/approve` });
const reject = (token: string, id: string, reason: unknown) =>
  as(t.app, token, { method: 'POST', url: `/api/admin/payouts/${id}/reject`, payload: { reason } });

async function bigPayout(amount: string) {
  const u = await verifiedUser(t.app, t.container, uniqueTag('rich'));
  await fund(t.container, u.user.id, 'NGN', '9000000');
  const wallet = await balanceOf(t.app, u.token, 'NGN');
  const res = await sendToBank(t.app, u.token, {
    balance_id: wallet.id,
    amount,
    bank_code: '058',
    account_number: sandboxAccount(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...u, id: res.json().payout_id as string, status: res.json().status as string };
}

describe('payout approval (PAYOUT_APPROVAL_THRESHOLD_NGN ₦1,000,000, PAYOUT_DUAL_APPROVAL_NGN ₦5,000,000)', () => {
  it("sends a verified user's payout below the threshold without approval", async () => {
    const p = await bigPayout('999999.99');
    expect(p.status).toBe('pending');
    expect(await adminPayout(t.app, admin1.token, p.id)).toMatchObject({
      requires_approval: false,
      approvals_required: 0,
      approved_by: null,
    });
  });

  it('holds a payout at the threshold until an admin approves, then sends it once; "Approved by" names the admin', async () => {
    const p = await bigPayout('1000000');
    expect(p.status).toBe('requires_approval');
    const listed = await adminPayout(t.app, admin1.token, p.id);
    expect(listed).toMatchObject({
      status: 'requires_approval',
      requires_approval: true,
      kyc_verified: true,
      approvals_required: 1,
      amount: '1000000.00',
      currency: 'NGN',
      provider: null,
      bank_account: expect.stringMatching(/^GTBank \d{10}$/),
    });
    await runSend(t.container, p.id); // a stray send before approval does nothing
    expect((await myPayouts(t.app, p.token))[0]!.status).toBe('requires_approval');

    const res = await approve(admin1.token, p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      approved_by: `@${(await t.container.users.findById(t.container.db, admin1.id))!.tag}`,
    });
    // Approving again, by the same or another admin, is refused and sends nothing more.
    expect((await approve(admin1.token, p.id)).statusCode).toBe(409);
    expect((await approve(admin2.token, p.id)).json().message).toBe('This payout is not awaiting approval');
    await runSend(t.container, p.id);
    await runSend(t.container, p.id);
    clock.advance(3_000);
    await runPoll(t.container, p.id);
    expect((await myPayouts(t.app, p.token))[0]).toMatchObject({ status: 'completed', provider: 'paystack' });
  });

  it('needs two different admins at or above the dual-approval threshold; the same admin twice is 409', async () => {
    const p = await bigPayout('5000000');
    expect((await adminPayout(t.app, admin1.token, p.id)).approvals_required).toBe(2);
    const first = await approve(admin1.token, p.id);
    expect(first.json()).toMatchObject({ status: 'requires_approval', approvals: [{ admin_id: admin1.id }] });
    const again = await approve(admin1.token, p.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already approved this payout');
    const second = await approve(admin2.token, p.id);
    expect(second.json()).toMatchObject({
      status: 'pending',
      approvals: [{ admin_id: admin1.id }, { admin_id: admin2.id }],
    });
    expect(second.json().approved_by.split(', ')).toHaveLength(2);
  });

  it('rejects with a reason: the user is refunded in full, told why, and the decision is audited', async () => {
    const p = await bigPayout('2000000');
    const before = (await balanceOf(t.app, p.token, 'NGN')).amount;
    expect((await reject(admin1.token, p.id, '  ')).statusCode).toBe(400);
    const res = await reject(admin1.token, p.id, 'Beneficiary does not match the account holder');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'failed',
      failure_reason: 'Rejected: Beneficiary does not match the account holder',
    });
    expect((await balanceOf(t.app, p.token, 'NGN')).amount).toBe('9000000');
    expect(Number(before)).toBeLessThan(9000000);
    const notes = (await as(t.app, p.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes[0]).toMatchObject({ title: 'Withdrawal rejected' });
    expect(notes[0].body).toContain('Beneficiary does not match the account holder');
    expect((await reject(admin2.token, p.id, 'again')).statusCode).toBe(409);
    expect((await approve(admin2.token, p.id)).statusCode).toBe(409);

    const audit = (await as(t.app, admin1.token, { method: 'GET', url: `/api/admin/audit?target_id=${p.id}` })).json();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'payout.reject',
        actor_id: admin1.id,
        target_type: 'payout',
        reason: 'Beneficiary does not match the account holder',
        target_label: expect.stringMatching(/^po_/),
      }),
    ]);
  });

  it('records approvals in the audit log, and lists payouts by status and search with counts', async () => {
    const p = await bigPayout('1500000');
    await approve(admin2.token, p.id);
    const audit = (await as(t.app, admin1.token, { method: 'GET', url: '/api/admin/audit?action=payout.' })).json();
    expect(audit[0]).toMatchObject({
      action: 'payout.approve',
      actor_id: admin2.id,
      target_id: p.id,
      before: { status: 'requires_approval' },
      after: { status: 'pending' },
    });
    const pending = (await as(t.app, admin1.token, { method: 'GET', url: '/api/admin/payouts?status=pending' })).json();
    expect(pending.map((x: { id: string }) => x.id)).toContain(p.id);
    const byTag = (await as(t.app, admin1.token, { method: 'GET', url: `/api/admin/payouts?q=@${p.user.tag}` })).json();
    expect(byTag.map((x: { id: string }) => x.id)).toEqual([p.id]);
    const stats = (await as(t.app, admin1.token, { method: 'GET', url: '/api/admin/payouts/stats' })).json();
    expect(stats.total).toBeGreaterThanOrEqual(5);
    expect(stats.count.pending).toBeGreaterThanOrEqual(1);
    expect(Object.keys(stats.amount)).toEqual([
      'requires_approval',
      'pending',
      'processing',
      'completed',
      'failed',
      'reversed',
    ]);
  });

  it('404 for an unknown payout; an admin cannot decide on their own payout', async () => {
    expect((await approve(admin1.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await fund(t.container, admin1.id, 'NGN', '3000000');
    const wallet = await balanceOf(t.app, admin1.token, 'NGN');
    const res = await sendToBank(t.app, admin1.token, {
      balance_id: wallet.id,
      amount: '1200000',
      bank_code: '058',
      account_number: sandboxAccount(),
    });
    expect(res.json().status).toBe('requires_approval');
    expect((await approve(admin1.token, res.json().payout_id)).statusCode).toBe(403);
    expect((await approve(admin2.token, res.json().payout_id)).statusCode).toBe(200);
  });
});
