import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateToString } from '../../modules/prices/rates.js';
import { createHttpPriceProvider } from './http-price-provider.js';

let server: Server;
let url: string;
let requests: URL[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url!, 'http://x'));
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/simple/price`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const feed = {
  ethereum: { usd: 3012.5, ngn: 4_668_000 },
  'usd-coin': { usd: 0.9998, ngn: 1549 },
  starknet: { usd: 0.41, ngn: 635 },
  coredaoorg: { usd: 1.07, ngn: 1658 },
  tether: { usd: 1, ngn: 1549.5 },
};

describe('HTTP price provider against a local fake feed', () => {
  it('asks for our ids in USD and NGN and parses the answer', async () => {
    requests = [];
    reply = { status: 200, body: feed };
    const rates = await createHttpPriceProvider({ url }).current();
    expect(requests[0]!.searchParams.get('ids')).toBe('ethereum,usd-coin,starknet,coredaoorg,tether');
    expect(requests[0]!.searchParams.get('vs_currencies')).toBe('usd,ngn');
    expect(rateToString(rates.usd.ETH!)).toBe('3012.5');
    expect(rateToString(rates.usd.USDC!)).toBe('0.9998');
    expect(rateToString(rates.ngnPerUsd)).toBe('1549.5');
  });

  it('caches within the TTL', async () => {
    requests = [];
    reply = { status: 200, body: feed };
    const provider = createHttpPriceProvider({ url, ttlMs: 60_000 });
    await provider.current();
    await provider.current();
    expect(requests).toHaveLength(1);
  });

  it('serves the last good prices when the feed fails, and 503 when it never worked', async () => {
    reply = { status: 200, body: feed };
    const provider = createHttpPriceProvider({ url, ttlMs: 0 });
    const good = await provider.current();
    reply = { status: 500, body: { error: 'down' } };
    expect((await provider.current()).usd.ETH).toBe(good.usd.ETH);
    const fresh = createHttpPriceProvider({ url, ttlMs: 0 });
    await expect(fresh.current()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it.each([
    ['missing a price', { ...feed, ethereum: {} }],
    ['with a price that rounds to nothing', { ...feed, starknet: { usd: 1e-20, ngn: 1e-17 } }],
    ['with a naira rate that rounds to nothing', { ...feed, tether: { usd: 1, ngn: 1e-12 } }],
  ])('refuses a feed %s', async (_, body) => {
    reply = { status: 200, body };
    await expect(createHttpPriceProvider({ url, ttlMs: 0 }).current()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
