import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpLiquidityProvider } from './http-liquidity-provider.js';

let server: Server;
let url: string;
let requests: { url: URL; headers: Record<string, string | string[] | undefined> }[] = [];
let answer: (params: URLSearchParams) => { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((req, res) => {
    const target = new URL(req.url!, 'http://x');
    requests.push({ url: target, headers: req.headers });
    const { status, body } = answer(target.searchParams);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  requests = [];
});

const provider = () =>
  createHttpLiquidityProvider({
    url,
    apiKey: 'test-key',
    chainId: 8453,
    tokens: { ETH: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', USDC: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  });

/** A fake aggregator: 3,000 USDC per ETH, filling 1% worse per ETH sold (a thin pool). */
function aggregator(params: URLSearchParams) {
  const sell = BigInt(params.get('sellAmount')!);
  const ethSold = Number(sell) / 1e18;
  const buy = BigInt(Math.floor(ethSold * 3000 * (1 - 0.01 * ethSold) * 1e6));
  return {
    status: 200,
    body: {
      liquidityAvailable: true,
      chainId: 8453,
      sellAmount: sell.toString(),
      buyAmount: buy.toString(),
      minBuyAmount: ((buy * 99n) / 100n).toString(),
      totalNetworkFee: '120000000000000',
      issues: null,
    },
  };
}

describe('HTTP liquidity provider against a local fake aggregator (0x v2 price API)', () => {
  it('asks for the price with our token ids, chain and slippage, and reads the answer', async () => {
    answer = aggregator;
    const quote = await provider().quote({ sell: 'ETH', buy: 'USDC', sellAmount: 2n * 10n ** 18n, slippageBps: 50 });
    const first = requests[0]!;
    expect(first.url.pathname).toBe('/swap/allowance-holder/price');
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      chainId: '8453',
      sellToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      buyToken: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      sellAmount: '2000000000000000000',
      slippageBps: '50',
    });
    expect(first.headers['0x-api-key']).toBe('test-key');
    expect(first.headers['0x-version']).toBe('v2');
    expect(quote.buyAmount).toBe(5_880_000_000n); // 2 ETH × 3,000 × (1 − 2%)
    expect(quote.networkFee).toEqual({ asset: 'ETH', amount: 120_000_000_000_000n });
    // No estimatedPriceImpact: measured against a sliver (1/1000) of the trade, the rate before it.
    expect(requests[1]!.url.searchParams.get('sellAmount')).toBe('2000000000000000');
    expect(quote.priceImpactPpm).toBeGreaterThan(19_000);
    expect(quote.priceImpactPpm).toBeLessThan(20_100);
  });

  it('uses the aggregator’s own price impact when it gives one', async () => {
    answer = (p) => ({ status: 200, body: { ...aggregator(p).body, estimatedPriceImpact: '0.35' } });
    const quote = await provider().quote({ sell: 'ETH', buy: 'USDC', sellAmount: 10n ** 18n, slippageBps: 100 });
    expect(quote.priceImpactPpm).toBe(3500);
    expect(requests).toHaveLength(1);
  });

  it('sends a symbol it has no token id for as itself', async () => {
    answer = aggregator;
    await provider().quote({ sell: 'ETH', buy: 'NGN', sellAmount: 10n ** 18n, slippageBps: 50 });
    expect(requests[0]!.url.searchParams.get('buyToken')).toBe('NGN');
  });

  it('turns liquidityAvailable: false into the liquidity refusal', async () => {
    answer = () => ({ status: 200, body: { liquidityAvailable: false } });
    await expect(
      provider().quote({ sell: 'ETH', buy: 'USDC', sellAmount: 10n ** 18n, slippageBps: 50 }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_LIQUIDITY',
      message: 'Not enough liquidity for this swap right now',
    });
  });

  it.each([
    ['a server error', () => ({ status: 500, body: { reason: 'down' } })],
    ['a body that is not JSON', () => ({ status: 200, body: '<html>' })],
    ['a malformed buyAmount', () => ({ status: 200, body: { liquidityAvailable: true, buyAmount: '1e9' } })],
    ['a missing buyAmount', () => ({ status: 200, body: { liquidityAvailable: true } })],
  ])('answers %s with a 503-style unavailability, never a wrong price', async (_, reply) => {
    answer = reply;
    await expect(
      provider().quote({ sell: 'ETH', buy: 'USDC', sellAmount: 10n ** 18n, slippageBps: 50 }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('gives up on an aggregator that does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const slow = createHttpLiquidityProvider({
        url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        chainId: 1,
        timeoutMs: 200,
      });
      await expect(slow.quote({ sell: 'ETH', buy: 'USDC', sellAmount: 1n, slippageBps: 50 })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });
});
