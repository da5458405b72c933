import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNumber, payBill, platformNgn, postingsFor } from '../../../test/helpers/bills.js';
import { ledgerSnapshot } from '../../../test/helpers/ledger-snapshot.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { createBillsRepository } from './bills.repository.js';
import { BILL_REQUERY_QUEUE } from './bills.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function funded(naira = '20000') {
  const user = await registerUser(t.app);
  await fund(t.container, user.user.id, 'NGN', naira);
  return user;
}
const ngn = async (token: string) => (await balanceOf(t.app, token, 'NGN')).amount;
const get = (token: string, url: string) => as(t.app, token, { method: 'GET', url });
const requestIdOf = async (paymentId: string) =>
  (await createBillsRepository().find(t.container.db, paymentId))!.requestId;

describe('POST /api/bills/pay', () => {
  it('buys prepaid electricity: debits amount + ₦50 in one posting, delivers a 20-digit token and units', async () => {
    const user = await funded('20000');
    const fees = await platformNgn(t.container.db, 'fees');
    const external = await platformNgn(t.container.db, 'external');
    const meter = accountNumber('electricity', '5678');
    const res = await payBill(t.app, user.token, { provider: 'ikeja-electric', account_number: meter, amount: '5000' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      data: 'success',
      txHash: expect.stringMatching(/^TX[0-9A-Z]{14}$/),
      status: 'delivered',
      token: expect.stringMatching(/^\d{20}$/),
      units: '23.8 kWh',
      payment_id: expect.any(String),
    });
    expect(await ngn(user.token)).toBe('14950');
    // The bill left clearing for the outside world; the fee stayed with us.
    expect(await platformNgn(t.container.db, 'bill_clearing')).toBe(0n);
    expect((await platformNgn(t.container.db, 'external')) - external).toBe(500_000n);
    expect((await platformNgn(t.container.db, 'fees')) - fees).toBe(5_000n);

    const [tx] = (await get(user.token, '/api/transactions?type=bill')).json();
    expect(tx).toMatchObject({
      type: 'bill',
      status: 'completed',
      amount: '5000',
      fee: '50',
      token_symbol: 'NGN',
      tx_hash: body.txHash,
      to_address: `IKEDC ${meter}`,
      details: {
        kind: 'bill',
        category: 'electricity',
        provider: 'ikeja-electric',
        provider_name: 'IKEDC',
        account_number: meter,
        customer_name: expect.any(String),
        token: body.token,
        units: '23.8 kWh',
        request_id: expect.stringMatching(/^\d{12}[A-Z0-9]{16}$/),
      },
    });
    expect((await get(user.token, `/api/transactions/${tx.id}`)).json().details.token).toBe(body.token);
    const notes = (await get(user.token, '/api/notifications/unread')).json() as { title: string; body: string }[];
    const paid = notes.find((n) => n.title === 'Bill paid')!;
    expect(paid.body).toContain(`Your ₦5,000.00 IKEDC payment for ${meter} was delivered.`);
    expect(paid.body).toContain(body.token.replace(/(\d{4})(?=\d)/g, '$1 '));

    const list = (await get(user.token, '/api/bills/payments')).json();
    expect(list[0]).toMatchObject({
      id: body.payment_id,
      status: 'delivered',
      total: '5050.00',
      token: body.token,
      transaction_id: tx.id,
    });
  });

  it('airtime and cable TV are delivered without a token; a bouquet must be paid at its price', async () => {
    const user = await funded('30000');
    const airtime = await payBill(t.app, user.token, {
      provider: 'mtn',
      account_number: accountNumber('phone', '4567'),
      amount: '1000',
    });
    expect(airtime.json()).toMatchObject({ status: 'delivered' });
    expect(airtime.json().token).toBeUndefined();

    const card = accountNumber('cable_tv', '9876');
    const wrong = await payBill(t.app, user.token, {
      provider: 'gotv',
      account_number: card,
      amount: '5000',
      variation_code: 'gotv-max',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('GOtv Max costs ₦8,500.00; the amount must match');
    const none = await payBill(t.app, user.token, { provider: 'gotv', account_number: card, amount: '8500' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a bouquet for GOTV');
    const ok = await payBill(t.app, user.token, {
      provider: 'gotv',
      account_number: card,
      amount: '8500',
      variation_code: 'gotv-max',
    });
    expect(ok.json()).toMatchObject({ status: 'delivered' });
    expect(await ngn(user.token)).toBe('20400');
  });

  it('a payment the biller fails (last four 1111) leaves the user whole, once, and says why', async () => {
    const user = await funded('10000');
    const before = await ledgerSnapshot(t.container.db);
    const res = await payBill(t.app, user.token, {
      provider: 'bet9ja',
      account_number: accountNumber('betting', '1111'),
      amount: '2500',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', message: 'The biller could not complete the payment.' });
    expect(await ngn(user.token)).toBe('10000');
    const after = await ledgerSnapshot(t.container.db);
    // Debit then refund: every account is back where it was.
    expect(after.wallets).toEqual(before.wallets);
    expect(after.perAsset).toEqual(before.perAsset);
    const [tx] = (await get(user.token, '/api/transactions?type=bill')).json();
    expect(tx).toMatchObject({ status: 'failed', amount: '2500', fee: '50' });
    const notes = (await get(user.token, '/api/notifications/unread')).json() as { title: string; body: string }[];
    expect(notes.find((n) => n.title === 'Bill payment failed')!.body).toContain('₦2,550.00 is back in your wallet.');
  });

  it('pending (2222) stays debited until the requery job delivers it, then the token reaches the history', async () => {
    const user = await funded('10000');
    const meter = accountNumber('electricity', '2222');
    const res = await payBill(t.app, user.token, { provider: 'eko-electric', account_number: meter, amount: '3000' });
    expect(res.json()).toMatchObject({ status: 'pending' });
    expect(res.json().token).toBeUndefined();
    expect(await ngn(user.token)).toBe('6950');
    expect(await platformNgn(t.container.db, 'bill_clearing')).toBe(300_000n);
    const [pending] = (await get(user.token, '/api/transactions?type=bill')).json();
    expect(pending).toMatchObject({ status: 'pending', details: { token: null } });

    await t.container.jobs.runNow(BILL_REQUERY_QUEUE, { paymentId: res.json().payment_id });
    expect(await ngn(user.token)).toBe('6950');
    expect(await platformNgn(t.container.db, 'bill_clearing')).toBe(0n);
    const [done] = (await get(user.token, '/api/transactions?type=bill')).json();
    expect(done).toMatchObject({
      id: pending.id,
      status: 'completed',
      details: { token: expect.stringMatching(/^\d{20}$/), units: '14.3 kWh' },
    });
    const payment = (await get(user.token, `/api/bills/payments/${res.json().payment_id}`)).json();
    expect(payment).toMatchObject({ status: 'delivered', token: done.details.token });
  });

  it('pending then failed (3333): refunded exactly once, however many requeries and callbacks arrive', async () => {
    const user = await funded('10000');
    const res = await payBill(t.app, user.token, {
      provider: 'spectranet',
      account_number: accountNumber('phone', '3333'),
      amount: '4000',
    });
    expect(res.json()).toMatchObject({ status: 'pending' });
    expect(await ngn(user.token)).toBe('5950');
    const paymentId = res.json().payment_id as string;
    const requestId = await requestIdOf(paymentId);

    const callback = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/bills',
        payload: { type: 'transaction-update', data: { requestId } },
      });
    await Promise.all([
      t.container.jobs.runNow(BILL_REQUERY_QUEUE, { paymentId }),
      callback(),
      t.container.jobs.runNow(BILL_REQUERY_QUEUE, { paymentId }),
    ]);
    expect((await callback()).json()).toEqual({ response: 'success' });
    await t.container.jobs.runNow(BILL_REQUERY_QUEUE, { paymentId });

    expect(await ngn(user.token)).toBe('10000');
    expect(await postingsFor(t.container.db, 'bill_refund', requestId)).toBe(1);
    expect(await postingsFor(t.container.db, 'bill_settlement', requestId)).toBe(0);
    expect((await get(user.token, `/api/bills/payments/${paymentId}`)).json()).toMatchObject({ status: 'failed' });
    const notes = (await get(user.token, '/api/notifications/unread')).json() as { title: string }[];
    expect(notes.filter((n) => n.title === 'Bill payment failed')).toHaveLength(1);
    expect(notes.filter((n) => n.title === 'Bill payment pending')).toHaveLength(1);
  });

  it('a replay with the same key pays once and shows the payment as it stands now', async () => {
    const user = await funded('10000');
    const key = randomUUID();
    const payload = { provider: 'airtel', account_number: accountNumber('phone', '2222'), amount: '1000' };
    const first = await payBill(t.app, user.token, payload, key);
    expect(first.json().status).toBe('pending');
    await t.container.jobs.runNow(BILL_REQUERY_QUEUE, { paymentId: first.json().payment_id });
    const replay = await payBill(t.app, user.token, payload, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({ txHash: first.json().txHash, status: 'delivered' });
    expect(await ngn(user.token)).toBe('8950');
    const other = await payBill(t.app, user.token, { ...payload, amount: '2000' }, key);
    expect(other.statusCode).toBe(422);
  });

  it('the sandbox refuses the same account twice within 30 s as a likely duplicate; the money comes back', async () => {
    const user = await funded('10000');
    const payload = { provider: 'sportybet', account_number: accountNumber('betting', '7777'), amount: '1000' };
    expect((await payBill(t.app, user.token, payload)).json().status).toBe('delivered');
    const second = await payBill(t.app, user.token, payload);
    expect(second.json()).toMatchObject({ status: 'failed', message: expect.stringContaining('likely duplicate') });
    expect(await ngn(user.token)).toBe('8950');
  });

  it.each([
    [{ amount: '49' }, 422, 'Amount must be between ₦50.00 and ₦50,000.00 for MTN'],
    [{ amount: '50001' }, 422, 'Amount must be between ₦50.00 and ₦50,000.00 for MTN'],
    [{ amount: '10.001' }, 400, 'Amount can have at most 2 decimal places'],
    [{ amount: '-5' }, 400, 'Amount must be a positive decimal number like 10.5'],
    [{ amount: 100 }, 400, undefined],
    [{ account_number: '0803' }, 400, 'Phone Number must be an 11-digit number like 08031234567'],
    [{ account_number: '08031230000' }, 422, 'Customer not found. Check the number and try again.'],
    [{ provider: '' }, 400, 'Provider is required'],
  ])('answers %j with %i and moves nothing', async (change, status, message) => {
    const user = await funded('1000');
    const before = await ledgerSnapshot(t.container.db);
    const res = await payBill(t.app, user.token, {
      provider: 'mtn',
      account_number: accountNumber('phone', '4567'),
      amount: '100',
      ...change,
    });
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });

  it('answers 422 Insufficient balance when amount + fee exceeds the NGN balance, and moves nothing', async () => {
    const user = await funded('1000');
    const res = await payBill(t.app, user.token, {
      provider: 'mtn',
      account_number: accountNumber('phone', '4567'),
      amount: '960',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect(await ngn(user.token)).toBe('1000');
    const exact = await payBill(t.app, user.token, {
      provider: 'mtn',
      account_number: accountNumber('phone', '4567'),
      amount: '950',
    });
    expect(exact.json().status).toBe('delivered');
    expect(await ngn(user.token)).toBe('0');
  });

  it('needs an Idempotency-Key; another user’s payment is 404', async () => {
    const user = await funded('5000');
    const missing = await payBill(
      t.app,
      user.token,
      { provider: 'mtn', account_number: accountNumber('phone', '4567'), amount: '100' },
      null,
    );
    expect(missing.statusCode).toBe(400);
    const paid = await payBill(t.app, user.token, {
      provider: 'mtn',
      account_number: accountNumber('phone', '4567'),
      amount: '100',
    });
    const stranger = await registerUser(t.app);
    expect((await get(stranger.token, `/api/bills/payments/${paid.json().payment_id}`)).statusCode).toBe(404);
    expect((await get(stranger.token, '/api/bills/payments')).json()).toEqual([]);
  });
});
