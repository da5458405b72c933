import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBillerOrders } from '../../db/schema.js';
import type { Biller } from '../../providers/bills/biller.js';
import { accountNumber, postingsFor } from '../../../test/helpers/bills.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { createBillSettlement } from './bill-settlement.js';
import { requeryHandler, StillPendingError } from './bills.jobs.js';
import { createBillsRepository } from './bills.repository.js';
import { BILL_REQUERY_QUEUE, createBillsService } from './bills.service.js';

/**
 * The payment's way to a final state when things go wrong between us and the biller: a process
 * that stopped after the debit, a pay call that timed out before or after reaching the biller, a
 * biller that stays pending. The biller is the sandbox, wrapped to lose or delay its answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const repository = createBillsRepository();
const ngn = async (token: string) => (await balanceOf(t.app, token, 'NGN')).amount;

/** A settlement and a bills service over `biller`, sharing everything else with the app. */
function over(biller: Biller, options: { now?: () => Date; submit?: 'skip' } = {}) {
  const c = t.container;
  const settlement = createBillSettlement({ ...c, biller, repository, ...(options.now ? { now: options.now } : {}) });
  const bills = createBillsService({
    ...c,
    biller,
    repository,
    requerySeconds: 5,
    // A process that stops right after committing the debit never calls the biller.
    settlement: options.submit === 'skip' ? { ...settlement, submit: async () => 'pending' as const } : settlement,
  });
  return { settlement, bills };
}

async function pay(bills: ReturnType<typeof over>['bills'], userId: string, number: string) {
  const result = await bills.pay(
    userId,
    { provider: 'mtn', account_number: number, amount: '1000' },
    crypto.randomUUID(),
    'h',
  );
  return result.body as { payment_id: string; status: string };
}

async function fundedUser() {
  const user = await registerUser(t.app);
  await fund(t.container, user.user.id, 'NGN', '5000');
  return user;
}

describe('bill settlement', () => {
  it('sends a payment the biller never received (the process stopped after the debit) from the requery job', async () => {
    const user = await fundedUser();
    const { bills } = over(t.container.biller, { submit: 'skip' });
    const number = accountNumber('phone', '4567');
    const paid = await pay(bills, user.user.id, number);
    expect(paid.status).toBe('pending');
    expect((await repository.find(t.container.db, paid.payment_id))!.status).toBe('initiated');

    await t.container.jobs.runNow(BILL_REQUERY_QUEUE, { paymentId: paid.payment_id });
    const row = (await repository.find(t.container.db, paid.payment_id))!;
    expect(row.status).toBe('delivered');
    const orders = await t.container.db
      .select()
      .from(sandboxBillerOrders)
      .where(eq(sandboxBillerOrders.accountNumber, number));
    expect(orders).toHaveLength(1);
    expect(await ngn(user.token)).toBe('3950');
  });

  it('a pay call that timed out after reaching the biller is requeried, never refunded blindly', async () => {
    const user = await fundedUser();
    const sandbox = t.container.biller;
    const { bills, settlement } = over({
      ...sandbox,
      pay: async (input) => {
        await sandbox.pay(input);
        throw new Error('socket hang up');
      },
    });
    const paid = await pay(bills, user.user.id, accountNumber('phone', '4567'));
    expect(paid.status).toBe('pending');
    expect(await ngn(user.token)).toBe('3950');
    expect(await settlement.resolve(paid.payment_id)).toBe('delivered');
    expect(await ngn(user.token)).toBe('3950');
  });

  it('a pay call lost on the way is "not found" at the biller: pending until the grace period ends, then refunded once', async () => {
    const user = await fundedUser();
    let now = new Date();
    const lost: Biller = {
      ...t.container.biller,
      pay: async () => {
        throw new Error('connect ETIMEDOUT');
      },
    };
    const { bills, settlement } = over(lost, { now: () => now });
    const paid = await pay(bills, user.user.id, accountNumber('phone', '4567'));
    expect(paid.status).toBe('pending');
    const row = (await repository.find(t.container.db, paid.payment_id))!;
    expect(row.status).toBe('pending');

    // Not found yet, but a late arrival is still possible: keep asking.
    await expect(requeryHandler(settlement)({ paymentId: paid.payment_id })).rejects.toBeInstanceOf(StillPendingError);
    expect(await ngn(user.token)).toBe('3950');

    now = new Date(row.createdAt.getTime() + 16 * 60 * 1000);
    await requeryHandler(settlement)({ paymentId: paid.payment_id });
    expect(await ngn(user.token)).toBe('5000');
    const failed = (await repository.find(t.container.db, paid.payment_id))!;
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'The biller never received this payment.' });
    await requeryHandler(settlement)({ paymentId: paid.payment_id });
    expect(await postingsFor(t.container.db, 'bill_refund', failed.requestId)).toBe(1);
    expect(await ngn(user.token)).toBe('5000');
  });

  it('the requery job fails while the biller says pending (so pg-boss retries with backoff) and ends once final', async () => {
    const user = await fundedUser();
    let answer: 'pending' | 'real' = 'pending';
    const sandbox = t.container.biller;
    const slow: Biller = {
      ...sandbox,
      requery: async (id) =>
        answer === 'pending' ? { status: 'pending', providerReference: null, detail: '099' } : sandbox.requery(id),
    };
    const { bills, settlement } = over(slow);
    const paid = await pay(bills, user.user.id, accountNumber('phone', '2222'));
    expect(paid.status).toBe('pending');
    await expect(requeryHandler(settlement)({ paymentId: paid.payment_id })).rejects.toBeInstanceOf(StillPendingError);
    await expect(requeryHandler(settlement)({ paymentId: paid.payment_id })).rejects.toBeInstanceOf(StillPendingError);
    expect((await repository.find(t.container.db, paid.payment_id))!.requeryCount).toBe(2);
    answer = 'real';
    await requeryHandler(settlement)({ paymentId: paid.payment_id });
    expect((await repository.find(t.container.db, paid.payment_id))!.status).toBe('delivered');
    // An unknown payment id ends the job too.
    await requeryHandler(settlement)({ paymentId: '00000000-0000-4000-8000-000000000000' });
  });

  it('the sweeper picks up open payments that have been quiet for a while', async () => {
    const user = await fundedUser();
    const { bills } = over(t.container.biller);
    const paid = await pay(bills, user.user.id, accountNumber('phone', '2222'));
    await t.container.jobs.runNow('bills.sweep');
    expect((await repository.find(t.container.db, paid.payment_id))!.status).toBe('pending');
    // Quiet for 11 minutes.
    await t.container.db.execute(
      sql`update bill_payments set updated_at = now() - interval '11 minutes' where id = ${paid.payment_id}`,
    );
    await t.container.jobs.runNow('bills.sweep');
    expect((await repository.find(t.container.db, paid.payment_id))!.status).toBe('delivered');
  });
});
