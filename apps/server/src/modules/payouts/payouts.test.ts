import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSnapshot } from '../../../test/helpers/ledger-snapshot.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import {
  flutterwaveWebhook,
  myPayouts,
  paystackWebhook,
  runPoll,
  runSend,
  sandboxAccount,
  sendToBank,
  testClock,
  verifiedUser,
} from '../../../test/helpers/payouts.js';
import { stockTreasury } from '../../../test/helpers/exchange.js';
import {
  as,
  createAdmin,
  createTestApp,
  registerUser,
  uniqueTag,
  type TestApp,
} from '../../../test/helpers/test-app.js';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, { clock: clock.now });
  // Cashing out tokens sells them to the treasury for naira: it needs naira to pay with.
  await stockTreasury(t.container, (await createAdmin(t.app, t.container)).id);
});
afterAll(() => t.close());

async function fundedUser(asset: 'NGN' | 'USDC' = 'NGN', amount = '200000') {
  const u = await verifiedUser(t.app, t.container, uniqueTag('payee'));
  await fund(t.container, u.user.id, asset, amount);
  return { ...u, wallet: await balanceOf(t.app, u.token, asset) };
}

const unread = async (token: string) =>
  (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json() as {
    title: string;
    body: string;
  }[];

const latestActivity = async (token: string) =>
  (await as(t.app, token, { method: 'GET', url: '/api/transactions?type=withdrawal&limit=1' })).json()[0];

describe('GET /api/banks and POST /api/payouts/resolve', () => {
  it('lists the spec banks with their CBN codes', async () => {
    const { token } = await fundedUser();
    const res = await as(t.app, token, { method: 'GET', url: '/api/banks' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { code: '058', name: 'GTBank' },
        { code: '044', name: 'Access Bank' },
        { code: '057', name: 'Zenith Bank' },
        { code: '011', name: 'First Bank' },
        { code: '033', name: 'UBA' },
      ]),
    );
  });

  it('resolves a valid account to the same name every time', async () => {
    const { token } = await fundedUser();
    const account = sandboxAccount('', '058');
    const resolve = () =>
      as(t.app, token, {
        method: 'POST',
        url: '/api/payouts/resolve',
        payload: { bank_code: '058', account_number: account },
      });
    const first = await resolve();
    expect(first.statusCode).toBe(200);
    expect(first.json().account_name).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect((await resolve()).json()).toEqual(first.json());
  });

  it('answers 400 for a bad check digit or a wrong length, 422 for an unknown (999) account', async () => {
    const { token } = await fundedUser();
    const good = sandboxAccount('', '058');
    const badDigit = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    const call = (payload: object) => as(t.app, token, { method: 'POST', url: '/api/payouts/resolve', payload });
    const bad = await call({ bank_code: '058', account_number: badDigit });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This account number is not valid for the selected bank');
    expect((await call({ bank_code: '058', account_number: '12345' })).json().message).toBe(
      'Account number must be 10 digits',
    );
    expect((await call({ bank_code: '999', account_number: good })).json().message).toBe('Choose a bank from the list');
    const unknown = await call({ bank_code: '058', account_number: sandboxAccount('999') });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: 'ACCOUNT_NOT_FOUND', message: 'Account not found' });
  });
});

describe('POST /api/payouts/resolve limits', () => {
  it('answers 429 past 30 name enquiries a minute per user, and other users still get theirs', async () => {
    const { token } = await fundedUser();
    const account = sandboxAccount('', '058');
    const enquire = (as_: string) =>
      as(t.app, as_, {
        method: 'POST',
        url: '/api/payouts/resolve',
        payload: { bank_code: '058', account_number: account },
      });
    for (let i = 0; i < 30; i++) expect((await enquire(token)).statusCode).toBe(200);
    const limited = await enquire(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await enquire((await fundedUser()).token)).statusCode).toBe(200);
  });
});

describe('POST /api/wallets/send-to-bank through the sandbox (every row of the test-account table)', () => {
  it('anything else: resolves, debits amount + the quoted fees, completes, and settles once', async () => {
    const u = await fundedUser('NGN', '200000');
    const account = sandboxAccount('', '044');
    const quote = (
      await as(t.app, u.token, {
        method: 'GET',
        url: `/api/wallets/fees?balance_id=${u.wallet.id}&amount=50000&mode=bank`,
      })
    ).json();
    expect(quote.fees.map((f: { label: string }) => f.label)).toEqual(['Platform fee (0.1%)', 'Fiat conversion fee']);
    expect(quote.ngn_amount).toBe('50000.00');

    const res = await sendToBank(t.app, u.token, {
      balance_id: u.wallet.id,
      amount: '50000',
      bank_code: '044',
      account_number: account,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      data: 'success',
      txHash: expect.stringMatching(/^po_[0-9a-z]{20}$/),
      payout_id: expect.any(String),
      status: 'pending',
    });
    expect((await balanceOf(t.app, u.token, 'NGN')).amount).toBe(
      (200000 - Number(quote.total)).toFixed(2).replace(/\.?0+$/, ''),
    );

    let [payout] = await myPayouts(t.app, u.token);
    expect(payout).toMatchObject({
      id: body.payout_id,
      reference: body.txHash,
      status: 'pending',
      amount: '50000.00',
      source_symbol: 'NGN',
      bank_name: 'Access Bank',
      account_number: account,
      provider: null,
    });
    const activity = await latestActivity(u.token);
    expect(activity).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      amount: '50000',
      fee: quote.total_fee,
      tx_hash: body.txHash,
    });
    expect(activity.details).toMatchObject({
      kind: 'payout',
      payout_id: body.payout_id,
      account_name: payout!.account_name,
      payout_status: 'pending',
      ngn_amount: '50000.00',
    });

    await runSend(t.container, body.payout_id);
    [payout] = await myPayouts(t.app, u.token);
    expect(payout).toMatchObject({ status: 'processing', provider: 'paystack' });
    await runPoll(t.container, body.payout_id); // the bank has not settled it yet
    expect((await myPayouts(t.app, u.token))[0]!.status).toBe('processing');

    clock.advance(2_500);
    await runPoll(t.container, body.payout_id);
    await runPoll(t.container, body.payout_id);
    [payout] = await myPayouts(t.app, u.token);
    expect(payout!.status).toBe('completed');
    expect(await latestActivity(u.token)).toMatchObject({
      status: 'completed',
      details: { payout_status: 'completed' },
    });
    expect((await unread(u.token))[0]).toMatchObject({
      title: 'Withdrawal completed',
      body: `₦50,000.00 was paid to ${payout!.account_name} (Access Bank ${account}).`,
    });

    // A late duplicate success changes nothing; the money stayed balanced throughout.
    expect((await paystackWebhook(t.app, 'transfer.success', body.txHash)).statusCode).toBe(200);
    expect((await balanceOf(t.app, u.token, 'NGN')).amount).toBe(
      (200000 - Number(quote.total)).toFixed(2).replace(/\.?0+$/, ''),
    );
    const snapshot = await ledgerSnapshot(t.container.db);
    for (const total of Object.values(snapshot.perAsset)) expect(total).toBe('0');
  });

  it('777: the transfer fails and the user gets amount and fees back, once, with a notification', async () => {
    const u = await fundedUser('NGN', '100000');
    const res = await sendToBank(t.app, u.token, {
      balance_id: u.wallet.id,
      amount: '20000',
      bank_code: '058',
      account_number: sandboxAccount('777'),
    });
    expect(res.statusCode).toBe(200);
    const { payout_id: id, txHash } = res.json();
    await runSend(t.container, id);
    expect(Number((await balanceOf(t.app, u.token, 'NGN')).amount)).toBeLessThan(80000);
    clock.advance(2_500);
    await runPoll(t.container, id);
    await runPoll(t.container, id);
    expect((await paystackWebhook(t.app, 'transfer.failed', txHash)).statusCode).toBe(200);
    const [payout] = await myPayouts(t.app, u.token);
    expect(payout).toMatchObject({ status: 'failed', failure_reason: 'The bank transfer failed' });
    expect((await balanceOf(t.app, u.token, 'NGN')).amount).toBe('100000');
    expect(await latestActivity(u.token)).toMatchObject({ status: 'failed', details: { payout_status: 'failed' } });
    const notes = await unread(u.token);
    expect(notes.filter((n) => n.title === 'Withdrawal failed')).toHaveLength(1);
  });

  it('888: completes, is reversed a few seconds later, and refunds exactly once even when the webhook comes twice', async () => {
    const u = await fundedUser('NGN', '100000');
    const res = await sendToBank(t.app, u.token, {
      balance_id: u.wallet.id,
      amount: '30000',
      bank_code: '057',
      account_number: sandboxAccount('888', '057'),
    });
    const { payout_id: id, txHash } = res.json();
    await runSend(t.container, id);
    clock.advance(2_500);
    await runPoll(t.container, id);
    expect((await myPayouts(t.app, u.token))[0]!.status).toBe('completed');
    const afterDebit = (await balanceOf(t.app, u.token, 'NGN')).amount;
    expect(Number(afterDebit)).toBeLessThan(70000);

    clock.advance(4_000);
    // The provider's webhook, delivered twice, and the reversal watch's poll: one refund.
    const [first, second] = await Promise.all([
      paystackWebhook(t.app, 'transfer.reversed', txHash),
      paystackWebhook(t.app, 'transfer.reversed', txHash),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await runPoll(t.container, id, 0);
    const [payout] = await myPayouts(t.app, u.token);
    expect(payout).toMatchObject({ status: 'reversed' });
    expect((await balanceOf(t.app, u.token, 'NGN')).amount).toBe('100000');
    expect((await unread(u.token)).filter((n) => n.title === 'Withdrawal reversed')).toHaveLength(1);
    const refunds = await t.container.ledgerRepository.findTransaction(t.container.db, 'payout', `${txHash}:refund`);
    expect(refunds?.kind).toBe('payout_refund');
    expect(await latestActivity(u.token)).toMatchObject({ status: 'failed', details: { payout_status: 'reversed' } });
  });

  it('999: refused at name enquiry with 422 Account not found, and nothing moves', async () => {
    const u = await fundedUser('NGN', '1000');
    const before = await ledgerSnapshot(t.container.db);
    const res = await sendToBank(t.app, u.token, {
      balance_id: u.wallet.id,
      amount: '500',
      bank_code: '058',
      account_number: sandboxAccount('999'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Account not found');
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
    expect(await myPayouts(t.app, u.token)).toEqual([]);
  });
});

describe('send-to-bank rules', () => {
  it('cashes out USDC: converted at the rate of the moment, locked in the same posting, with the $5 conversion fee', async () => {
    const u = await fundedUser('USDC', '100');
    const quote = (
      await as(t.app, u.token, {
        method: 'GET',
        url: `/api/wallets/fees?balance_id=${u.wallet.id}&amount=40&mode=bank`,
      })
    ).json();
    expect(quote).toMatchObject({ total_fee: '5.04', total: '45.04', ngn_amount: '62000.00' });
    const res = await sendToBank(t.app, u.token, {
      balance_id: u.wallet.id,
      amount: '40',
      bank_code: '033',
      account_number: sandboxAccount('', '033'),
    });
    expect(res.statusCode).toBe(200);
    const [payout] = await myPayouts(t.app, u.token);
    expect(payout).toMatchObject({
      amount: '62000.00',
      source_amount: '40',
      source_symbol: 'USDC',
      fee: '5.04',
      rate: '1550',
    });
    expect((await balanceOf(t.app, u.token, 'USDC')).amount).toBe('54.96');
    // The treasury bought the USDC and put the naira into payout clearing.
    const snapshot = await ledgerSnapshot(t.container.db);
    for (const total of Object.values(snapshot.perAsset)) expect(total).toBe('0');
  });

  it('replays the first answer for the same Idempotency-Key and debits once', async () => {
    const u = await fundedUser('NGN', '100000');
    const key = randomUUID();
    const payload = { balance_id: u.wallet.id, amount: '1000', bank_code: '058', account_number: sandboxAccount() };
    const [a, b] = [await sendToBank(t.app, u.token, payload, key), await sendToBank(t.app, u.token, payload, key)];
    expect(b.json()).toEqual(a.json());
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await myPayouts(t.app, u.token)).toHaveLength(1);
    expect((await sendToBank(t.app, u.token, { ...payload, amount: '2000' }, key)).statusCode).toBe(422);
    expect((await sendToBank(t.app, u.token, payload, null)).statusCode).toBe(400);
  });

  it("refuses bad input with 400, too little with 422 and another user's balance with 404, moving nothing", async () => {
    const u = await fundedUser('NGN', '10000');
    const other = await fundedUser('NGN', '10000');
    const before = await ledgerSnapshot(t.container.db);
    const account = sandboxAccount();
    const base = { balance_id: u.wallet.id, amount: '1000', bank_code: '058', account_number: account };
    const cases: [object, number, string][] = [
      [
        { ...base, account_number: `${account.slice(0, 9)}${(Number(account[9]) + 1) % 10}` },
        400,
        'This account number is not valid for the selected bank',
      ],
      [{ ...base, bank_code: '' }, 400, 'Choose a bank'],
      [{ ...base, amount: '1.001' }, 400, 'Amount can have at most 2 decimal places'],
      [{ ...base, amount: '50' }, 422, 'The smallest bank payout is ₦100.00'],
      [{ ...base, amount: '9000' }, 422, 'Insufficient balance'],
      [{ ...base, balance_id: other.wallet.id }, 404, 'Balance not found'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await sendToBank(t.app, u.token, payload as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });

  it("GET /api/payouts shows only the caller's own payouts", async () => {
    const a = await fundedUser('NGN', '10000');
    const b = await fundedUser('NGN', '10000');
    await sendToBank(t.app, a.token, {
      balance_id: a.wallet.id,
      amount: '1000',
      bank_code: '058',
      account_number: sandboxAccount(),
    });
    expect(await myPayouts(t.app, a.token)).toHaveLength(1);
    expect(await myPayouts(t.app, b.token)).toEqual([]);
  });

  it('a user who is not KYC-verified may cash out, after an admin approves', async () => {
    const u = await registerUser(t.app);
    await fund(t.container, u.user.id, 'NGN', '20000');
    const wallet = await balanceOf(t.app, u.token, 'NGN');
    const res = await sendToBank(t.app, u.token, {
      balance_id: wallet.id,
      amount: '1000',
      bank_code: '058',
      account_number: sandboxAccount(),
    });
    expect(res.json().status).toBe('requires_approval');
    await runSend(t.container, res.json().payout_id); // nothing to send before approval
    expect((await myPayouts(t.app, u.token))[0]).toMatchObject({
      status: 'requires_approval',
      provider: null,
      requires_approval: true,
    });
  });
});

describe('provider webhooks', () => {
  it.each(['paystack', 'flutterwave'])(
    '%s: the signature is checked before the body, so an unsigned request learns nothing of its fields',
    async (provider) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${provider}`,
        payload: { nothing: 'like it' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED', message: 'Invalid webhook signature' });
    },
  );
});

describe('in production', () => {
  it("accepts no webhook signed with a sandbox provider's public default key", async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await paystackWebhook(prod.app, 'transfer.reversed', 'po_anything')).statusCode).toBe(401);
      expect((await flutterwaveWebhook(prod.app, 'REVERSED', 'po_anything')).statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});
