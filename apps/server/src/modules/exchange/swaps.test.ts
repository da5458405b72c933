import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/raw.js';
import { executeSwap, quoteOk, quoteSwap, stockTreasury, units } from '../../../test/helpers/exchange.js';
import { ledgerSnapshot } from '../../../test/helpers/ledger-snapshot.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.container);
  await stockTreasury(t.container, admin.id);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/**
 * The clock tests move: a whole second a day ahead (never behind the database's own clock, which
 * judges sessions).
 */
const soon = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000);

async function funded(asset: 'ETH' | 'USDC' | 'NGN' = 'ETH', amount = '1') {
  const user = await registerUser(t.app);
  await fund(t.container, user.user.id, asset, amount);
  return user;
}

describe('POST /api/swaps/quote', () => {
  it('prices from the price table with the spread, the depth-based impact and the fees, locked for 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(soon);
    const user = await funded('ETH', '1');
    const quote = await quoteOk(t.app, user.token, { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.1' });
    // 0.1 ETH at $3,500 and ₦1,550/$: 0.3% fee (0.0003 ETH) and a $0.50 network fee (0.00014286 ETH) come
    // out of it; the rest fills at the reference rate less a 0.5% spread, times 2M / (2M + $348.95) depth.
    expect(quote).toMatchObject({
      quote_id: expect.any(String),
      from_symbol: 'ETH',
      to_symbol: 'NGN',
      amount_in: '0.1',
      fee: '0.0003',
      fee_percent: '0.30',
      network_fee: '0.00014286',
      network_fee_usd: '0.50',
      amount_out: '537303.24',
      rate: '5373032.4',
      market_rate: '5425000',
      price_impact: '0.02',
      slippage: '0.50',
      min_received: '534616.72',
      amount_in_usd: '350.00',
      amount_out_usd: '346.65',
      expires_at: new Date(soon.getTime() + 30_000).toISOString(),
      ttl_seconds: 30,
    });
  });

  it('grows the price impact with the size of the trade, and takes the slippage given', async () => {
    const user = await funded('ETH', '200');
    const small = await quoteOk(t.app, user.token, { from_symbol: 'ETH', to_symbol: 'NGN', amount: '1' });
    const large = await quoteOk(t.app, user.token, {
      from_symbol: 'ETH',
      to_symbol: 'NGN',
      amount: '150',
      slippage: 2.5,
    });
    expect(Number(large.price_impact)).toBeGreaterThan(Number(small.price_impact) * 100);
    expect(Number(large.rate)).toBeLessThan(Number(small.rate));
    expect(large.slippage).toBe('2.50');
    expect(units(large.min_received, 2)).toBe((units(large.amount_out, 2) * 9750n) / 10_000n);
  });

  it.each([
    ['the same asset on both sides', { from_symbol: 'ETH', to_symbol: 'ETH', amount: '0.1' }, 'to_symbol'],
    ['an unknown asset', { from_symbol: 'DOGE', to_symbol: 'NGN', amount: '0.1' }, 'from_symbol'],
    ['a malformed amount', { from_symbol: 'ETH', to_symbol: 'NGN', amount: '1e5' }, 'amount'],
    ['a negative amount', { from_symbol: 'ETH', to_symbol: 'NGN', amount: '-1' }, 'amount'],
    ['too many decimals', { from_symbol: 'USDC', to_symbol: 'NGN', amount: '1.1234567' }, 'amount'],
    ['slippage below 0.1', { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.1', slippage: 0.05 }, 'slippage'],
    ['slippage above 50', { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.1', slippage: 51 }, 'slippage'],
    ['slippage as text', { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.1', slippage: 'lots' }, 'slippage'],
  ])('refuses %s with a 400 naming the field', async (_, payload, field) => {
    const user = await funded('ETH', '1');
    const res = await quoteSwap(t.app, user.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: { [field]: expect.any(Array) } });
  });

  it('refuses more than the balance with 422 Insufficient balance', async () => {
    const user = await funded('ETH', '0.05');
    const res = await quoteSwap(t.app, user.token, { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.06' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
  });

  it('refuses an amount the fees would eat', async () => {
    const user = await funded('NGN', '1000');
    const res = await quoteSwap(t.app, user.token, { from_symbol: 'NGN', to_symbol: 'ETH', amount: '100' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Amount is too small to cover the swap fees');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/swaps/quote',
      payload: { from_symbol: 'ETH', to_symbol: 'NGN', amount: '1' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/swaps', () => {
  it('executes exactly the quote in one posting: both balances move, the fee to the fee account', async () => {
    const user = await funded('ETH', '1');
    const quote = await quoteOk(t.app, user.token, { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.25' });
    const res = await executeSwap(t.app, user.token, quote.quote_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: 'success',
      txHash: expect.stringMatching(/^TX[0-9A-Z]{14}$/),
      amount_in: '0.25',
      amount_out: quote.amount_out,
    });
    expect((await balanceOf(t.app, user.token, 'ETH')).amount).toBe('0.75');
    expect((await balanceOf(t.app, user.token, 'NGN')).amount).toBe(quote.amount_out);

    const entries = await queryRows<{ kind: string; asset: string; amount: string }>(
      t.container.db,
      sql`select a.kind, e.asset, e.amount::text as amount from ledger_entries e
            join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
           where t.reference = ${res.json().txHash} order by a.kind, e.asset`,
    );
    const fees = units(quote.fee, 18) + units(quote.network_fee, 18); // 0.00075 + 0.00014286 ETH
    expect(fees).toBe(892_860_000_000_000n);
    expect(entries).toEqual([
      { kind: 'fees', asset: 'ETH', amount: fees.toString() },
      { kind: 'treasury', asset: 'ETH', amount: (250_000_000_000_000_000n - fees).toString() },
      { kind: 'treasury', asset: 'NGN', amount: (-units(quote.amount_out, 2)).toString() },
      { kind: 'user_wallet', asset: 'ETH', amount: '-250000000000000000' },
      { kind: 'user_wallet', asset: 'NGN', amount: units(quote.amount_out, 2).toString() },
    ]);

    const [tx] = (await as(t.app, user.token, { method: 'GET', url: '/api/transactions?limit=1' })).json();
    expect(tx).toMatchObject({
      type: 'swap',
      status: 'completed',
      token_symbol: 'ETH',
      amount: '0.25',
      tx_hash: res.json().txHash,
      details: {
        kind: 'swap',
        from_symbol: 'ETH',
        from_amount: '0.25',
        to_symbol: 'NGN',
        to_amount: quote.amount_out,
        rate: quote.rate,
        trigger: 'manual',
      },
    });
    // A swap shows under both of its assets.
    const ngnOnly = (await as(t.app, user.token, { method: 'GET', url: '/api/transactions?asset=NGN' })).json();
    expect(ngnOnly.map((x: { tx_hash: string }) => x.tx_hash)).toContain(res.json().txHash);
    const notes = (await as(t.app, user.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes[0]).toMatchObject({
      title: 'Swap completed',
      body: `You swapped 0.25 ETH for ₦${Number(quote.amount_out).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`,
    });
  });

  it('replays a repeated Idempotency-Key: one debit, the same txHash', async () => {
    const user = await funded('USDC', '100');
    const quote = await quoteOk(t.app, user.token, { from_symbol: 'USDC', to_symbol: 'ETH', amount: '40' });
    const key = randomUUID();
    const first = await executeSwap(t.app, user.token, quote.quote_id, key);
    const again = await executeSwap(t.app, user.token, quote.quote_id, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().txHash).toBe(first.json().txHash);
    expect((await balanceOf(t.app, user.token, 'USDC')).amount).toBe('60');
    expect((await balanceOf(t.app, user.token, 'ETH')).amount).toBe(quote.amount_out);
  });

  it('refuses a quote used once already, under a new key, with 409 and moves nothing', async () => {
    const user = await funded('USDC', '100');
    const quote = await quoteOk(t.app, user.token, { from_symbol: 'USDC', to_symbol: 'NGN', amount: '10' });
    expect((await executeSwap(t.app, user.token, quote.quote_id)).statusCode).toBe(200);
    const before = await ledgerSnapshot(t.container.db);
    const res = await executeSwap(t.app, user.token, quote.quote_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'QUOTE_USED' });
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });

  it('refuses an expired quote with 422 QUOTE_EXPIRED (a controlled clock, no sleep) and moves nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(soon);
    const user = await funded('ETH', '1');
    const quote = await quoteOk(t.app, user.token, { from_symbol: 'ETH', to_symbol: 'USDC', amount: '0.5' });
    vi.setSystemTime(new Date(soon.getTime() + 29_999));
    const fresh = await quoteOk(t.app, user.token, { from_symbol: 'ETH', to_symbol: 'USDC', amount: '0.5' });
    vi.setSystemTime(new Date(soon.getTime() + 30_000));
    const before = await ledgerSnapshot(t.container.db);
    const res = await executeSwap(t.app, user.token, quote.quote_id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'QUOTE_EXPIRED',
      message: 'This quote has expired. Please review the new price.',
    });
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
    // A quote still inside its 30 s goes through.
    expect((await executeSwap(t.app, user.token, fresh.quote_id)).statusCode).toBe(200);
  });

  it("answers 404 for another user's quote and an unknown one", async () => {
    const owner = await funded('ETH', '1');
    const thief = await funded('ETH', '1');
    const quote = await quoteOk(t.app, owner.token, { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.1' });
    const before = await ledgerSnapshot(t.container.db);
    const res = await executeSwap(t.app, thief.token, quote.quote_id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Quote not found');
    expect((await executeSwap(t.app, thief.token, randomUUID())).statusCode).toBe(404);
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
    // The owner can still use it.
    expect((await executeSwap(t.app, owner.token, quote.quote_id)).statusCode).toBe(200);
  });

  it('needs an Idempotency-Key and a quote id', async () => {
    const user = await funded('ETH', '1');
    const quote = await quoteOk(t.app, user.token, { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.1' });
    expect((await executeSwap(t.app, user.token, quote.quote_id, null)).statusCode).toBe(400);
    const res = await as(t.app, user.token, {
      method: 'POST',
      url: '/api/swaps',
      payload: { quote_id: 'nope' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('quote_id');
  });

  it('refuses with 422 when the balance was spent after quoting, and moves nothing', async () => {
    const user = await funded('USDC', '50');
    const quote = await quoteOk(t.app, user.token, { from_symbol: 'USDC', to_symbol: 'NGN', amount: '50' });
    const other = await quoteOk(t.app, user.token, { from_symbol: 'USDC', to_symbol: 'ETH', amount: '30' });
    expect((await executeSwap(t.app, user.token, other.quote_id)).statusCode).toBe(200);
    const before = await ledgerSnapshot(t.container.db);
    const res = await executeSwap(t.app, user.token, quote.quote_id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });
});
