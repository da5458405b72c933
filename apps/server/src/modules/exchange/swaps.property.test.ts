import { parseAmount, type AssetSymbol } from '@app/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw.js';
import { stockTreasury } from '../../../test/helpers/exchange.js';
import { fund } from '../../../test/helpers/money.js';
import { createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { requestHash } from '../idempotency/idempotency.service.js';
import { toRate } from '../prices/rates.js';
import { quoteFigures } from './quote-math.js';

let t: TestApp;
let people: Awaited<ReturnType<typeof registerUser>>[];
const ASSETS: AssetSymbol[] = ['NGN', 'ETH', 'USDC', 'STRK', 'CORE'];
const DECIMALS: Record<AssetSymbol, number> = { NGN: 2, ETH: 18, USDC: 6, STRK: 18, CORE: 18 };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.app, t.container);
  await stockTreasury(t.container, admin.id);
  people = await Promise.all([0, 1, 2].map(() => registerUser(t.app)));
  for (const p of people) {
    await fund(t.container, p.user.id, 'NGN', '3000000');
    await fund(t.container, p.user.id, 'ETH', '3');
    await fund(t.container, p.user.id, 'USDC', '5000');
    await fund(t.container, p.user.id, 'STRK', '20000');
    await fund(t.container, p.user.id, 'CORE', '5000');
  }
});
afterAll(() => t.close());

const units = (text: string, asset: AssetSymbol) => {
  const parsed = parseAmount(text, DECIMALS[asset], { allowZero: true });
  if (!parsed.ok) throw new Error(`bad amount ${text}`);
  return parsed.value;
};

/** Every asset's holdings outside the outside world: users, treasury and fees together. */
async function inside() {
  const rows = await queryRows<{ asset: string; total: string }>(
    t.container.db,
    sql`select e.asset, sum(e.amount)::text as total from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where a.kind <> 'external' group by e.asset order by e.asset`,
  );
  return Object.fromEntries(rows.map((r) => [r.asset, r.total]));
}

describe('property: random swaps', () => {
  it('execute exactly as quoted (amount_out ≥ min_received) and leave every asset total unchanged', async () => {
    const before = await inside();
    let executed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            who: fc.nat({ max: 2 }),
            from: fc.constantFrom(...ASSETS),
            // An offset from `from`, so both sides always differ and every draw is a real swap.
            to: fc.integer({ min: 1, max: ASSETS.length - 1 }),
            // A share of the balance, in millionths, sometimes more than all of it.
            share: fc.integer({ min: 1, max: 1_200_000 }),
            slippage: fc.integer({ min: 10, max: 5000 }).map((bps) => bps / 100),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (swaps) => {
          for (const drawn of swaps) {
            const s = { ...drawn, to: ASSETS[(ASSETS.indexOf(drawn.from) + drawn.to) % ASSETS.length]! };
            const person = people[s.who]!;
            const wallet = (await t.container.ledgerRepository.walletFor(t.container.db, person.user.id, s.from))!;
            const amount = (BigInt(wallet.balance) * BigInt(s.share)) / 1_000_000n;
            if (amount === 0n) continue;
            const text = (Number(amount) / 10 ** DECIMALS[s.from]).toFixed(DECIMALS[s.from]).replace(/\.?0+$/, '');
            if (!/[1-9]/.test(text)) continue;
            let quote;
            try {
              quote = await t.container.exchange.swaps.quote(person.user.id, {
                from_symbol: s.from,
                to_symbol: s.to,
                amount: text,
                slippage: s.slippage,
              });
            } catch (e) {
              expect((e as { code?: string }).code).toMatch(
                /INSUFFICIENT_BALANCE|BUSINESS_RULE|INSUFFICIENT_LIQUIDITY/,
              );
              continue;
            }
            const result = await t.container.exchange.swaps.execute(
              person.user.id,
              quote.quote_id,
              crypto.randomUUID(),
              requestHash('POST', '/swaps', { quote_id: quote.quote_id }),
            );
            expect(result.status).toBe(200);
            executed++;
            const credits = await queryRows<{ kind: string; user_id: string | null; asset: string; amount: string }>(
              t.container.db,
              sql`select a.kind, a.user_id, e.asset, e.amount::text as amount from ledger_entries e
                    join ledger_accounts a on a.id = e.account_id join ledger_transactions x on x.id = e.transaction_id
                   where x.reference = ${(result.body as { txHash: string }).txHash}`,
            );
            const mine = (asset: AssetSymbol) =>
              credits.find((c) => c.kind === 'user_wallet' && c.asset === asset && c.user_id === person.user.id)!;
            const received = BigInt(mine(s.to).amount);
            expect(received).toBe(units(quote.amount_out, s.to));
            expect(received).toBeGreaterThanOrEqual(units(quote.min_received, s.to));
            expect(-BigInt(mine(s.from).amount)).toBe(units(quote.amount_in, s.from));
          }
          expect(await inside()).toEqual(before);
          const [check] = await queryRows<{ wallets: number; positions: number }>(
            t.container.db,
            sql`select (select count(*)::int from ledger_accounts a where a.kind = 'user_wallet' and (a.balance < 0 or
                         a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id))) as wallets,
                       (select count(*)::int from treasury_positions p where p.balance <>
                         (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                           where a.kind = 'treasury' and a.asset = p.asset)) as positions`,
          );
          expect(check).toEqual({ wallets: 0, positions: 0 });
        },
      ),
      { numRuns: 12 },
    );
    // Not vacuous: most draws (a share ≤ 100% of a funded wallet) execute.
    expect(executed).toBeGreaterThan(10);
  });
});

describe('property: quote figures', () => {
  const rates = {
    usd: { ETH: toRate('3500'), USDC: toRate('1'), STRK: toRate('0.45'), CORE: toRate('1.2') },
    ngnPerUsd: toRate('1550'),
    updatedAt: new Date(0),
    source: 'test',
  };
  it('split what is paid exactly into fee, network fee and the exchanged rest; min_received ≤ amount_out', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 16n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 10, max: 5000 }),
        (amountIn, fee, networkFee, buyAmount, slippageBps) => {
          try {
            const f = quoteFigures({
              from: 'ETH',
              to: 'USDC',
              amountIn,
              fee,
              slippageBps,
              liquidity: { buyAmount, priceImpactPpm: 0, networkFee: { asset: 'ETH', amount: networkFee } },
              rates,
            });
            expect(f.fee + f.networkFee).toBeLessThan(f.amountIn);
            expect(f.amountOut).toBeLessThanOrEqual(buyAmount);
            expect(f.minReceived).toBeLessThanOrEqual(f.amountOut);
            expect(f.minReceived).toBeGreaterThanOrEqual((f.amountOut * BigInt(10_000 - slippageBps)) / 10_000n);
            expect(f.amountOut).toBeGreaterThan(0n);
          } catch (e) {
            expect((e as { message: string }).message).toBe('Amount is too small to cover the swap fees');
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
