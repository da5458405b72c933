import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw.js';
import { startFakePaystack, type FakeProvider } from '../helpers/fake-payout-servers.js';
import { ledgerSnapshot } from '../helpers/ledger-snapshot.js';
import { balanceOf, fund } from '../helpers/money.js';
import { myPayouts, paystackWebhook, runPoll, sandboxAccount, sendToBank, verifiedUser } from '../helpers/payouts.js';
import { as, createAdmin, createTestApp, uniqueTag, type TestApp } from '../helpers/test-app.js';

/**
 * Races around one payout, on a real PostgreSQL server, with the Paystack adapter talking HTTP
 * to a fake that counts transfer requests: two admins approving at once, the send step running
 * many times at once ("approve & pay" next to an automatic processor), and a reversal delivered
 * by webhook twice while the poller sees it too.
 */
let paystack: FakeProvider;
let t: TestApp;
let admins: { token: string; id: string }[];
beforeAll(async () => {
  paystack = await startFakePaystack();
  t = await createTestApp(
    {
      DATABASE_POOL_SIZE: '30',
      PAYSTACK_PROVIDER: 'http',
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_SECRET_KEY: paystack.state.secret,
      // A ₦5,500,000 payout needs two approvals; tier 3's default daily limit is ₦5,000,000.
      TIER_LIMITS: '3=10000000/none',
    },
    'postgres',
  );
  admins = [
    await createAdmin(t.app, t.container, uniqueTag('adm')),
    await createAdmin(t.app, t.container, uniqueTag('adm')),
  ];
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

async function payoutNeedingApproval(amount = '1500000') {
  const u = await verifiedUser(t.app, t.container, uniqueTag('race'));
  await fund(t.container, u.user.id, 'NGN', '6000000');
  const wallet = await balanceOf(t.app, u.token, 'NGN');
  const res = await sendToBank(t.app, u.token, {
    balance_id: wallet.id,
    amount,
    bank_code: '058',
    account_number: sandboxAccount(),
  });
  expect(res.json().status).toBe('requires_approval');
  return { ...u, id: res.json().payout_id as string, reference: res.json().txHash as string };
}

const sendJobs = (payoutId: string) =>
  queryRows<{ n: number }>(
    t.container.db,
    sql`select count(*)::int as n from pgboss.job where name = 'payouts.send' and data->>'payoutId' = ${payoutId}`,
  );

describe('payout races on PostgreSQL', () => {
  it('two admins approving at once: one approval counts, the send is queued once and pays once', async () => {
    const p = await payoutNeedingApproval();
    const results = await Promise.all(
      admins.map((a) => as(t.app, a.token, { method: 'POST', url: `/api/admin/payouts/${p.id}/approve` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await sendJobs(p.id))[0]!.n).toBe(1);

    // The queued step, a sweeper and a retry all running at once still send one transfer.
    const before = paystack.transferCalls().length;
    await Promise.all(Array.from({ length: 6 }, () => t.container.payoutProcessor.send(p.id)));
    expect(paystack.transferCalls().length - before).toBe(1);
    expect((await myPayouts(t.app, p.token))[0]).toMatchObject({ status: 'processing', provider: 'paystack' });
  });

  it('two different admins approving a dual-approval payout at once both count, and it is sent once', async () => {
    const u = await payoutNeedingApproval('5500000');
    const results = await Promise.all(
      admins.map((a) => as(t.app, a.token, { method: 'POST', url: `/api/admin/payouts/${u.id}/approve` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().status).sort()).toEqual(['pending', 'requires_approval']);
    expect((await sendJobs(u.id))[0]!.n).toBe(1);
  });

  it('a reversal reported twice by webhook and once by the poller at the same time refunds once', async () => {
    const p = await payoutNeedingApproval();
    await as(t.app, admins[0]!.token, { method: 'POST', url: `/api/admin/payouts/${p.id}/approve` });
    await t.container.payoutProcessor.send(p.id);
    paystack.state.transfers.get(p.reference)!.status = 'success';
    await runPoll(t.container, p.id);
    expect((await myPayouts(t.app, p.token))[0]!.status).toBe('completed');
    const paid = (await balanceOf(t.app, p.token, 'NGN')).amount;

    paystack.state.transfers.get(p.reference)!.status = 'reversed';
    const results = await Promise.all([
      paystackWebhook(t.app, 'transfer.reversed', p.reference, paystack.state.secret),
      paystackWebhook(t.app, 'transfer.reversed', p.reference, paystack.state.secret),
      runPoll(t.container, p.id, 0),
      runPoll(t.container, p.id, 1),
    ]);
    expect(results.slice(0, 2).map((r) => (r as { statusCode: number }).statusCode)).toEqual([200, 200]);
    expect((await myPayouts(t.app, p.token))[0]!.status).toBe('reversed');
    expect((await balanceOf(t.app, p.token, 'NGN')).amount).toBe('6000000');
    expect(Number(paid)).toBeLessThan(6000000);
    const snapshot = await ledgerSnapshot(t.container.db);
    for (const total of Object.values(snapshot.perAsset)) expect(total).toBe('0');
  });
});
