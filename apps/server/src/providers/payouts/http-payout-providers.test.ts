import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closedPortUrl,
  startFakeFlutterwave,
  startFakePaystack,
  type FakeProvider,
} from '../../../test/helpers/fake-payout-servers.js';
import { createFlutterwaveHttpProvider } from './flutterwave-http-provider.js';
import { signFlutterwaveWebhook } from './flutterwave-protocol.js';
import { ProviderUnavailableError, type PayoutProvider, type TransferRequest } from './payout-provider.js';
import { createPaystackHttpProvider } from './paystack-http-provider.js';
import { signPaystackWebhook } from './paystack-protocol.js';

let paystackFake: FakeProvider;
let flutterwaveFake: FakeProvider;
let deadUrl: string;
beforeAll(async () => {
  [paystackFake, flutterwaveFake, deadUrl] = await Promise.all([
    startFakePaystack(),
    startFakeFlutterwave(),
    closedPortUrl(),
  ]);
});
afterAll(async () => {
  await Promise.all([paystackFake?.close(), flutterwaveFake?.close()]);
});

const HASH = 'fake-flutterwave-secret-hash';
const providers: Record<'paystack' | 'flutterwave', (url: string, timeoutMs?: number) => PayoutProvider> = {
  paystack: (url, timeoutMs) =>
    createPaystackHttpProvider({ baseUrl: url, secretKey: paystackFake.state.secret, timeoutMs }),
  flutterwave: (url, timeoutMs) =>
    createFlutterwaveHttpProvider({
      baseUrl: url,
      secretKey: flutterwaveFake.state.secret,
      secretHash: HASH,
      timeoutMs,
    }),
};
const fakes = () => ({ paystack: paystackFake, flutterwave: flutterwaveFake });

let n = 0;
const request = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
  reference: `po_test_${Date.now()}_${n++}`,
  amountKobo: 12_345_67n,
  bankCode: '058',
  accountNumber: '0123456785',
  accountName: 'ADAEZE OKAFOR',
  narration: 'test payout',
  ...overrides,
});

describe.each(['paystack', 'flutterwave'] as const)('%s over HTTP (against a local fake of its API)', (name) => {
  const fake = () => fakes()[name];
  const provider = () => providers[name](fake().url);

  it('lists banks, resolves names, and reads the float in kobo', async () => {
    expect(await provider().banks()).toEqual(expect.arrayContaining([{ code: '058', name: 'Guaranty Trust Bank' }]));
    expect(await provider().resolveAccount('058', '0123456785')).toEqual({
      accountName: name === 'paystack' ? 'PAYSTACK HOLDER' : 'FLUTTERWAVE HOLDER',
    });
    expect(await provider().resolveAccount('058', '9990000001')).toBeNull();
    fake().state.balanceKobo = 987_654_32;
    expect(await provider().balance()).toBe(987_654_32n);
  });

  it('sends our reference and the exact amount, and reads the status back by reference', async () => {
    fake().state.transferMode = 'accept';
    fake().state.transferStatus = name === 'paystack' ? 'pending' : 'NEW';
    const req = request();
    const outcome = await provider().transfer(req);
    expect(outcome).toMatchObject({ kind: 'accepted', status: 'pending' });
    const sent = fake().transferCalls().at(-1)!.body as Record<string, unknown>;
    expect(sent.reference).toBe(req.reference);
    // Paystack takes kobo, Flutterwave naira.
    expect(sent.amount).toBe(name === 'paystack' ? 1234567 : 12345.67);
    expect(await provider().status(req.reference)).toMatchObject({ status: 'pending' });
    fake().state.transfers.get(req.reference)!.status = name === 'paystack' ? 'success' : 'SUCCESSFUL';
    expect(await provider().status(req.reference)).toMatchObject({ status: 'success' });
    fake().state.transfers.get(req.reference)!.status = name === 'paystack' ? 'reversed' : 'REVERSED';
    expect(await provider().status(req.reference)).toMatchObject({ status: 'reversed' });
    expect(await provider().status('po_never_sent')).toBeNull();
  });

  it('tells a refusal (safe to try elsewhere) from an answer that may hide an accepted transfer', async () => {
    const outcomes: Record<string, string> = {};
    for (const mode of ['refuse', 'duplicate', 'error500', 'unavailable503'] as const) {
      fake().state.transferMode = mode;
      outcomes[mode] = (await provider().transfer(request())).kind;
    }
    fake().state.transferMode = 'hang';
    outcomes.hang = (await providers[name](fake().url, 300).transfer(request())).kind;
    outcomes.closed = (await providers[name](deadUrl).transfer(request())).kind;
    fake().state.transferMode = 'accept';
    expect(outcomes).toEqual({
      refuse: 'refused',
      duplicate: 'unknown',
      error500: 'unknown',
      unavailable503: 'down',
      hang: 'unknown',
      closed: 'down',
    });
  });

  it('throws ProviderUnavailableError when it cannot answer a query, and a wrong key is refused', async () => {
    await expect(providers[name](deadUrl).resolveAccount('058', '0123456785')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect(providers[name](deadUrl).balance()).rejects.toBeInstanceOf(ProviderUnavailableError);
    const wrongKey =
      name === 'paystack'
        ? createPaystackHttpProvider({ baseUrl: fake().url, secretKey: 'sk_test_not_the_right_key' })
        : createFlutterwaveHttpProvider({
            baseUrl: fake().url,
            secretKey: 'not-the-right-key-at-all',
            secretHash: HASH,
          });
    expect((await wrongKey.transfer(request())).kind).toBe('refused');
  });
});

describe('webhook signatures over the raw body', () => {
  const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'po_x', status: 'success' } });

  it('Paystack: HMAC-SHA512 of the exact bytes in x-paystack-signature', () => {
    const p = providers.paystack(paystackFake.url);
    const signature = signPaystackWebhook(paystackFake.state.secret, body);
    expect(p.verifyWebhook({ 'x-paystack-signature': signature }, body)).toBe(true);
    expect(p.verifyWebhook({ 'x-paystack-signature': signature }, body.replace('success', 'failed'))).toBe(false);
    expect(p.verifyWebhook({ 'x-paystack-signature': signPaystackWebhook('another-secret-key-x', body) }, body)).toBe(
      false,
    );
    expect(p.verifyWebhook({}, body)).toBe(false);
    expect(p.parseWebhook(JSON.parse(body))).toEqual({
      reference: 'po_x',
      status: 'success',
      eventKey: 'transfer.success:po_x',
    });
    expect(p.parseWebhook({ event: 'charge.success', data: { reference: 'po_x' } })).toBeNull();
  });

  it('Flutterwave: HMAC-SHA256 (base64) in flutterwave-signature, and verif-hash must match when sent', () => {
    const p = providers.flutterwave(flutterwaveFake.url);
    const signature = signFlutterwaveWebhook(HASH, body);
    expect(p.verifyWebhook({ 'flutterwave-signature': signature, 'verif-hash': HASH }, body)).toBe(true);
    expect(p.verifyWebhook({ 'flutterwave-signature': signature, 'verif-hash': 'wrong' }, body)).toBe(false);
    expect(p.verifyWebhook({ 'verif-hash': HASH }, body)).toBe(false);
    expect(p.verifyWebhook({ 'flutterwave-signature': signature }, `${body} `)).toBe(false);
    expect(p.parseWebhook({ event: 'transfer.completed', data: { reference: 'po_x', status: 'REVERSED' } })).toEqual({
      reference: 'po_x',
      status: 'reversed',
      eventKey: 'transfer.completed:reversed:po_x',
    });
  });
});
