import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw.js';
import { createBillsRepository } from '../../src/modules/bills/bills.repository.js';
import { BILL_REQUERY_QUEUE } from '../../src/modules/bills/bills.service.js';
import { accountNumber, payBill, postingsFor } from '../helpers/bills.js';
import { balanceOf, fund } from '../helpers/money.js';
import { as, createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';

/** Races on a real PostgreSQL server: row locks decide, and money moves once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: '30' }, 'postgres');
});
afterAll(() => t.close());

const ngn = async (token: string) => (await balanceOf(t.app, token, 'NGN')).amount;

describe('concurrency on PostgreSQL', () => {
  it('paying the same request item many times at once (different keys) pays it once', async () => {
    const [requester, payer] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const other = await registerUser(t.app);
    await fund(t.container, payer.user.id, 'NGN', '10000');
    const created = await as(t.app, requester.token, {
      method: 'POST',
      url: '/api/payment-requests',
      payload: {
        asset_symbol: 'NGN',
        total_amount: '3000',
        method: 'equal',
        recipients: [{ tag: payer.user.tag }, { tag: other.user.tag }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    const item = created.json().items[0].id as string;

    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        as(t.app, payer.token, {
          method: 'POST',
          url: `/api/payment-requests/items/${item}/pay`,
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await ngn(payer.token)).toBe('8500');
    expect(await ngn(requester.token)).toBe('1500');
    const [row] = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from ledger_transactions where kind = 'payment_request' and metadata->>'payment_request_item' = ${item}`,
    );
    expect(row!.n).toBe(1);

    // The same key at once: one payment, the rest are told it is in flight or get the same answer.
    const key = randomUUID();
    const second = created.json().items[1].id as string;
    await fund(t.container, other.user.id, 'NGN', '5000');
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        as(t.app, other.token, {
          method: 'POST',
          url: `/api/payment-requests/items/${second}/pay`,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const hashes = new Set(same.filter((r) => r.statusCode === 200).map((r) => r.json().txHash));
    expect(hashes.size).toBe(1);
    expect(same.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await ngn(other.token)).toBe('3500');
  });

  it('a failed bill answered by many requeries and callbacks at once is refunded exactly once', async () => {
    const user = await registerUser(t.app);
    await fund(t.container, user.user.id, 'NGN', '10000');
    const res = await payBill(t.app, user.token, {
      provider: 'kano-electric',
      account_number: accountNumber('electricity', '3333'),
      amount: '2000',
    });
    expect(res.json().status).toBe('pending');
    const paymentId = res.json().payment_id as string;
    const { requestId } = (await createBillsRepository().find(t.container.db, paymentId))!;
    await Promise.all([
      ...Array.from({ length: 8 }, () => t.container.jobs.runNow(BILL_REQUERY_QUEUE, { paymentId }).catch(() => {})),
      ...Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/webhooks/bills',
          payload: { type: 'transaction-update', data: { requestId } },
        }),
      ),
    ]);
    expect(await ngn(user.token)).toBe('10000');
    expect(await postingsFor(t.container.db, 'bill_refund', requestId)).toBe(1);
    expect(await postingsFor(t.container.db, 'bill_settlement', requestId)).toBe(0);
  });
});
