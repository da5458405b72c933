import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeFlutterwave,
  startFakePaystack,
  type FakeProvider,
} from '../../../test/helpers/fake-payout-servers.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import {
  flutterwaveWebhook,
  myPayouts,
  paystackWebhook,
  runPoll,
  runSend,
  sandboxAccount,
  sendToBank,
  verifiedUser,
} from '../../../test/helpers/payouts.js';
import { as, createTestApp, uniqueTag, type TestApp } from '../../../test/helpers/test-app.js';

/**
 * Routing between the two providers, through their real HTTP adapters against local fakes of
 * their APIs: the primary, the other only when the primary refused or was down before accepting,
 * never both for one payout.
 */
let paystack: FakeProvider;
let flutterwave: FakeProvider;
let t: TestApp;
const HASH = 'routing-test-flutterwave-hash';
beforeAll(async () => {
  [paystack, flutterwave] = await Promise.all([startFakePaystack(), startFakeFlutterwave()]);
  t = await createTestApp({
    PAYOUT_PRIMARY_PROVIDER: 'paystack',
    PAYSTACK_PROVIDER: 'http',
    PAYSTACK_BASE_URL: paystack.url,
    PAYSTACK_SECRET_KEY: paystack.state.secret,
    FLUTTERWAVE_PROVIDER: 'http',
    FLUTTERWAVE_BASE_URL: flutterwave.url,
    FLUTTERWAVE_SECRET_KEY: flutterwave.state.secret,
    FLUTTERWAVE_SECRET_HASH: HASH,
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([paystack?.close(), flutterwave?.close()]);
});
beforeEach(() => {
  for (const fake of [paystack, flutterwave]) {
    fake.state.transferMode = 'accept';
    fake.state.queriesDown = false;
    fake.state.calls.length = 0;
  }
  paystack.state.transferStatus = 'pending';
  flutterwave.state.transferStatus = 'NEW';
});

async function cashOut(amount = '10000') {
  const u = await verifiedUser(t.app, t.container, uniqueTag('route'));
  await fund(t.container, u.user.id, 'NGN', '100000');
  const wallet = await balanceOf(t.app, u.token, 'NGN');
  const res = await sendToBank(t.app, u.token, {
    balance_id: wallet.id,
    amount,
    bank_code: '058',
    account_number: sandboxAccount(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...u, id: res.json().payout_id as string, reference: res.json().txHash as string };
}

describe('payout routing between Paystack (primary) and Flutterwave', () => {
  it('uses the primary when it accepts, and only the primary', async () => {
    const p = await cashOut();
    await runSend(t.container, p.id);
    expect(paystack.transferCalls()).toHaveLength(1);
    expect(flutterwave.transferCalls()).toHaveLength(0);
    expect((await myPayouts(t.app, p.token))[0]).toMatchObject({
      provider: 'paystack',
      status: 'processing',
      account_name: 'PAYSTACK HOLDER',
    });
    expect((await paystackWebhook(t.app, 'transfer.success', p.reference, paystack.state.secret)).statusCode).toBe(200);
    expect((await myPayouts(t.app, p.token))[0]!.status).toBe('completed');
  });

  it('falls back to Flutterwave when Paystack refuses before accepting', async () => {
    const p = await cashOut();
    paystack.state.transferMode = 'refuse';
    await runSend(t.container, p.id);
    expect(paystack.transferCalls()).toHaveLength(1);
    expect(flutterwave.transferCalls()).toHaveLength(1);
    expect((flutterwave.transferCalls()[0]!.body as { reference: string }).reference).toBe(p.reference);
    expect((await myPayouts(t.app, p.token))[0]).toMatchObject({ provider: 'flutterwave', status: 'processing' });
    // Paystack speaks no more for this payout.
    await paystackWebhook(t.app, 'transfer.success', p.reference, paystack.state.secret);
    expect((await myPayouts(t.app, p.token))[0]!.status).toBe('processing');
    expect((await flutterwaveWebhook(t.app, 'SUCCESSFUL', p.reference, HASH)).statusCode).toBe(200);
    expect((await myPayouts(t.app, p.token))[0]!.status).toBe('completed');
  });

  it('falls back to Flutterwave when Paystack is down (503 from its gateway)', async () => {
    const p = await cashOut();
    paystack.state.transferMode = 'unavailable503';
    await runSend(t.container, p.id);
    expect(flutterwave.transferCalls()).toHaveLength(1);
    expect((await myPayouts(t.app, p.token))[0]!.provider).toBe('flutterwave');
  });

  it('never goes to the other provider when the primary may have accepted (a 500): it asks the primary again', async () => {
    const p = await cashOut();
    paystack.state.transferMode = 'error500';
    await runSend(t.container, p.id);
    expect((await myPayouts(t.app, p.token))[0]).toMatchObject({ provider: 'paystack', status: 'processing' });
    // Paystack has no such transfer: it is sent again there, with the same reference.
    paystack.state.transferMode = 'accept';
    await runPoll(t.container, p.id);
    expect((await myPayouts(t.app, p.token))[0]).toMatchObject({ provider: 'paystack', status: 'pending' });
    await runSend(t.container, p.id);
    expect(paystack.transferCalls().map((c) => (c.body as { reference: string }).reference)).toEqual([
      p.reference,
      p.reference,
    ]);
    expect(flutterwave.transferCalls()).toHaveLength(0);
    paystack.state.transfers.get(p.reference)!.status = 'success';
    await runPoll(t.container, p.id);
    expect((await myPayouts(t.app, p.token))[0]!.status).toBe('completed');
  });

  it('refunds in full when both providers refuse', async () => {
    const p = await cashOut('20000');
    paystack.state.transferMode = 'refuse';
    flutterwave.state.transferMode = 'refuse';
    await runSend(t.container, p.id);
    const [payout] = await myPayouts(t.app, p.token);
    expect(payout).toMatchObject({
      status: 'failed',
      provider: null,
      failure_reason: 'Insufficient funds in customer balance',
    });
    expect((await balanceOf(t.app, p.token, 'NGN')).amount).toBe('100000');
  });

  it('asks Flutterwave for the account name when Paystack cannot answer, and says 503 when neither can', async () => {
    const u = await verifiedUser(t.app, t.container, uniqueTag('route'));
    const resolve = () =>
      as(t.app, u.token, {
        method: 'POST',
        url: '/api/payouts/resolve',
        payload: { bank_code: '058', account_number: sandboxAccount() },
      });
    paystack.state.queriesDown = true;
    expect((await resolve()).json()).toEqual({ account_name: 'FLUTTERWAVE HOLDER' });
    flutterwave.state.queriesDown = true;
    const res = await resolve();
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Bank name enquiry is unavailable right now. Please try again shortly.');
  });

  it('refuses webhooks whose signature does not match the raw body', async () => {
    const p = await cashOut();
    await runSend(t.container, p.id);
    const res = await paystackWebhook(t.app, 'transfer.success', p.reference, 'sk_test_someone_else_entirely');
    expect(res.statusCode).toBe(401);
    expect((await flutterwaveWebhook(t.app, 'SUCCESSFUL', p.reference, 'a-different-secret-hash')).statusCode).toBe(
      401,
    );
    expect((await myPayouts(t.app, p.token))[0]!.status).toBe('processing');
  });
});
