import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeSwap, quoteOk, stockTreasury } from '../../../test/helpers/exchange.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let aggregator: Server;
let t: TestApp;
const asked: URLSearchParams[] = [];

beforeAll(async () => {
  // A fake 0x-style aggregator: 3,000 USDC per ETH, a 0.0002 ETH network fee, a 0.15% impact.
  aggregator = createServer((req, res) => {
    const params = new URL(req.url!, 'http://x').searchParams;
    asked.push(params);
    const sell = BigInt(params.get('sellAmount')!);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        liquidityAvailable: true,
        buyAmount: ((sell * 3000n) / 10n ** 12n).toString(),
        totalNetworkFee: '200000000000000',
        estimatedPriceImpact: '0.15',
      }),
    );
  });
  await new Promise<void>((r) => aggregator.listen(0, '127.0.0.1', r));
  t = await createTestApp({
    SWAP_PROVIDER: 'http',
    SWAP_QUOTE_URL: `http://127.0.0.1:${(aggregator.address() as AddressInfo).port}`,
    SWAP_TOKENS: 'ETH=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  });
  const admin = await createAdmin(t.app, t.container);
  await stockTreasury(t.container, admin.id);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => aggregator.close(() => r()));
});

describe('SWAP_PROVIDER=http', () => {
  it('quotes through the aggregator and executes exactly that quote', async () => {
    const user = await registerUser(t.app);
    await fund(t.container, user.user.id, 'ETH', '1');
    const quote = await quoteOk(t.app, user.token, { from_symbol: 'ETH', to_symbol: 'USDC', amount: '1' });
    // 0.3% fee (0.003 ETH) off first; the aggregator's 0.0002 ETH network fee comes out of the rest pro rata.
    expect(asked.at(-1)!.get('sellToken')).toBe('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE');
    expect(asked.at(-1)!.get('buyToken')).toBe('USDC');
    expect(asked.at(-1)!.get('sellAmount')).toBe('997000000000000000');
    expect(quote).toMatchObject({ fee: '0.003', network_fee: '0.0002', price_impact: '0.15', amount_out: '2990.4' });
    expect((await executeSwap(t.app, user.token, quote.quote_id)).statusCode).toBe(200);
    expect((await balanceOf(t.app, user.token, 'USDC')).amount).toBe('2990.4');
    expect((await balanceOf(t.app, user.token, 'ETH')).amount).toBe('0');
  });
});
