import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVtpassBiller, readTransaction } from './vtpass-biller.js';

/** A local stand-in for the VTpass API: records requests and answers what each test sets. */
let server: Server;
let baseUrl: string;
let seen: { method: string; path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> | null }[];
let reply: (
  path: string,
  body: Record<string, unknown> | null,
) => { status?: number; body?: unknown; delayMs?: number; raw?: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      const answer = reply(req.url!, body);
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(answer.raw ?? JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  reply = () => ({ body: {} });
});

const biller = (timeoutMs = 2000) =>
  createVtpassBiller({
    baseUrl,
    apiKey: 'api-key-1',
    secretKey: 'secret-key-1',
    publicKey: 'public-key-1',
    contactPhone: '08011111111',
    timeoutMs,
  });

const payInput = {
  requestId: '202601011230ABCDEFGHJKMNPQRS',
  serviceId: 'ikeja-electric',
  accountNumber: '1111111111111',
  variationCode: 'prepaid',
  amountKobo: 500_000n,
};

describe('VTpass-style biller over HTTP (against a local fake)', () => {
  it('verifies a meter with api-key and secret-key headers and reads name, address and meter type', async () => {
    reply = () => ({
      body: {
        code: '000',
        content: {
          Customer_Name: 'TESTMETER1',
          Address: 'ABULE - EGBA BU ABULE',
          Meter_Type: 'PREPAID',
          Min_Purchase_Amount: 1000,
        },
      },
    });
    const result = await biller().verify({
      serviceId: 'ikeja-electric',
      accountNumber: '1111111111111',
      variationCode: 'prepaid',
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/merchant-verify',
      headers: { 'api-key': 'api-key-1', 'secret-key': 'secret-key-1' },
      body: { billersCode: '1111111111111', serviceID: 'ikeja-electric', type: 'prepaid' },
    });
    expect(result).toEqual({
      found: true,
      customer: {
        customerName: 'TESTMETER1',
        address: 'ABULE - EGBA BU ABULE',
        meterType: 'prepaid',
        minPurchaseKobo: 100_000n,
        currentBouquet: null,
        dueDate: null,
        renewalKobo: null,
      },
    });
  });

  it('an unknown customer is not found; an unreachable biller is 503', async () => {
    reply = () => ({
      body: { code: '000', content: { error: 'This meter is not a valid meter', WrongBillersCode: true } },
    });
    expect(await biller().verify({ serviceId: 'eko-electric', accountNumber: '12345678901' })).toMatchObject({
      found: false,
    });
    reply = () => ({ status: 502, raw: '<html>Bad gateway</html>' });
    await expect(biller().verify({ serviceId: 'eko-electric', accountNumber: '12345678901' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('pays with our request id and the amount in naira, and reads the token and units of a prepaid purchase', async () => {
    reply = () => ({
      body: {
        code: '000',
        content: { transactions: { status: 'delivered', transactionId: '17415980564672211596777904' } },
        response_description: 'TRANSACTION SUCCESSFUL',
        requestId: payInput.requestId,
        purchased_code: 'Token : 4226 4813 3215 8762 4083',
        units: '79.9 kWh',
      },
    });
    const result = await biller().pay(payInput);
    expect(seen[0]!.body).toEqual({
      request_id: payInput.requestId,
      serviceID: 'ikeja-electric',
      billersCode: '1111111111111',
      variation_code: 'prepaid',
      amount: '5000',
      phone: '08011111111',
    });
    expect(result).toEqual({
      status: 'delivered',
      providerReference: '17415980564672211596777904',
      token: '42264813321587624083',
      units: '79.9 kWh',
    });
  });

  it('a timeout, an error page or an unknown code is pending (requery decides), never failed', async () => {
    reply = () => ({ delayMs: 300, body: {} });
    expect((await biller(100).pay(payInput)).status).toBe('pending');
    reply = () => ({ status: 500, raw: 'oops' });
    expect((await biller().pay(payInput)).status).toBe('pending');
    reply = () => ({ raw: 'not json' });
    expect((await biller().pay(payInput)).status).toBe('pending');
    reply = () => ({ body: { code: '014', response_description: 'REQUEST ID ALREADY EXIST' } });
    expect((await biller().pay(payInput)).status).toBe('pending');
    reply = () => ({ body: { code: '099', response_description: 'TRANSACTION IS PROCESSING' } });
    expect((await biller().pay(payInput)).status).toBe('pending');
  });

  it('requeries by request id: delivered, failed, reversed, and "not found" (015)', async () => {
    reply = (path, body) => {
      expect(path).toBe('/api/requery');
      expect(body).toEqual({ request_id: payInput.requestId });
      return { body: { code: '000', content: { transactions: { status: 'reversed', transactionId: 9 } } } };
    };
    expect(await biller().requery(payInput.requestId)).toEqual({
      status: 'failed',
      providerReference: '9',
      reason: 'The biller reversed the payment.',
    });
    reply = () => ({ body: { code: '015', response_description: 'INVALID REQUEST ID' } });
    expect(await biller().requery(payInput.requestId)).toEqual({ status: 'not_found' });
  });

  it.each([
    ['016', 'failed'],
    ['091', 'failed'],
    ['019', 'failed'],
    ['040', 'failed'],
    ['083', 'pending'],
    ['', 'pending'],
  ])('reads code %s on pay as %s', (code, status) => {
    expect(readTransaction({ code }, 'pay').status).toBe(status);
  });

  it('refreshes cable bouquet prices from service-variations with the public key, keeping the rest', async () => {
    reply = (path) =>
      path.includes('serviceID=dstv')
        ? {
            body: {
              response_description: '000',
              content: {
                varations: [
                  { variation_code: 'dstv-padi', name: 'DStv Padi N4,400', variation_amount: '4400.00' },
                  { variation_code: 'dstv-yanga', name: 'DStv Yanga N6,000', variation_amount: '6000.00' },
                ],
              },
            },
          }
        : { status: 500, raw: 'down' };
    const catalogue = await biller().catalogue();
    const gets = seen.filter((s) => s.method === 'GET');
    expect(gets.map((g) => g.path).sort()).toEqual([
      '/api/service-variations?serviceID=dstv',
      '/api/service-variations?serviceID=gotv',
      '/api/service-variations?serviceID=showmax',
      '/api/service-variations?serviceID=startimes',
    ]);
    expect(gets[0]!.headers).toMatchObject({ 'api-key': 'api-key-1', 'public-key': 'public-key-1' });
    const dstv = catalogue.find((s) => s.id === 'dstv')!;
    expect(dstv.variations.map((v) => [v.code, v.amountKobo])).toEqual([
      ['dstv-padi', 440_000n],
      ['dstv-yanga', 600_000n],
    ]);
    expect(dstv.maxKobo).toBe(600_000n);
    // A provider whose refresh failed keeps its known bouquets.
    expect(catalogue.find((s) => s.id === 'gotv')!.variations.length).toBeGreaterThan(0);
  });
});
