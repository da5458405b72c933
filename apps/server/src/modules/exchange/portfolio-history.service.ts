import type { PortfolioHistory, PortfolioRange } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { toRate, type Rates } from '../prices/rates.js';
import { fiat, valuation } from '../wallet/wallet.dto.js';

const HOUR = 3_600_000;
/** Each range's span and the spacing of its points. */
const RANGES: Record<PortfolioRange, { span: number; step: number }> = {
  '24h': { span: 24 * HOUR, step: HOUR },
  '7d': { span: 7 * 24 * HOUR, step: 6 * HOUR },
  '30d': { span: 30 * 24 * HOUR, step: 24 * HOUR },
  '90d': { span: 90 * 24 * HOUR, step: 2 * 24 * HOUR },
};

interface PriceRow {
  base: string;
  quote: string;
  rate: string;
  at: Date;
}

/**
 * The user's portfolio value over time (Portfolio Analytics): at each point, what the wallets held
 * then (the sum of their ledger entries up to it) valued at the prices then (the latest price-history
 * row at or before it). Prices from before the first recorded one fall back to the earliest known;
 * a feed that keeps no history is valued at today's prices throughout.
 */
export function createPortfolioHistoryService(deps: {
  db: Db;
  prices: Pick<PriceProvider, 'name' | 'current'>;
  now: () => Date;
}) {
  const { db } = deps;
  return {
    async history(userId: string, range: PortfolioRange): Promise<PortfolioHistory> {
      const current = await deps.prices.current();
      const end = deps.now().getTime();
      const { span, step } = RANGES[range];
      const start = end - span;
      const startAt = new Date(start).toISOString();
      const endAt = new Date(end).toISOString();

      // What each wallet held at the start: its balance (the sum of all its entries, kept in the
      // same transaction as them) less what came after, read in one statement so both are of one
      // moment. Summing every entry up to the start instead read the user's whole history.
      const opening = await queryRows<{ asset: string; amount: string }>(
        db,
        sql`select a.asset, (a.balance - coalesce(sum(e.amount), 0))::text as amount
              from ledger_accounts a
              left join ledger_entries e on e.account_id = a.id and e.created_at > ${startAt}::timestamptz
             where a.user_id = ${userId} and a.kind = 'user_wallet'
             group by a.id, a.asset, a.balance`,
      );
      const moves = await queryRows<{ asset: string; amount: string; at: string | Date }>(
        db,
        sql`select a.asset, e.amount::text as amount, e.created_at as at
              from ledger_entries e join ledger_accounts a on a.id = e.account_id
             where a.user_id = ${userId} and a.kind = 'user_wallet'
               and e.created_at > ${startAt}::timestamptz and e.created_at <= ${endAt}::timestamptz
             order by e.created_at, e.id`,
      );
      const priceRows = (
        await queryRows<{ base: string; quote: string; rate: string; at: string | Date }>(
          db,
          sql`select base, quote, rate::text as rate, created_at as at from price_history
               where source = ${deps.prices.name} and created_at <= ${endAt}::timestamptz order by created_at, id`,
        )
      ).map((r): PriceRow => ({ ...r, at: new Date(r.at) }));

      // Before any row applies, each pair is at its earliest known price, else today's.
      const rates: Rates = {
        usd: { ...current.usd },
        ngnPerUsd: current.ngnPerUsd,
        updatedAt: current.updatedAt,
        source: '',
      };
      const apply = (row: PriceRow) => {
        if (row.base === 'USD' && row.quote === 'NGN') rates.ngnPerUsd = toRate(row.rate);
        else if (row.quote === 'USD') rates.usd[row.base] = toRate(row.rate);
      };
      const seen = new Set<string>();
      for (const row of priceRows) {
        if (seen.has(`${row.base}/${row.quote}`)) continue;
        seen.add(`${row.base}/${row.quote}`);
        apply(row);
      }

      const holdings = new Map(opening.map((o) => [o.asset, BigInt(o.amount)]));
      const points: PortfolioHistory['points'] = [];
      let m = 0;
      let p = 0;
      for (let at = start; ; at = Math.min(at + step, end)) {
        while (m < moves.length && new Date(moves[m]!.at).getTime() <= at) {
          const move = moves[m++]!;
          holdings.set(move.asset, (holdings.get(move.asset) ?? 0n) + BigInt(move.amount));
        }
        while (p < priceRows.length && priceRows[p]!.at.getTime() <= at) apply(priceRows[p++]!);
        let cents = 0n;
        let kobo = 0n;
        for (const [asset, amount] of holdings) {
          if (amount === 0n) continue;
          const value = valuation(asset, amount, rates);
          cents += value.cents;
          kobo += value.kobo;
        }
        points.push({ at: new Date(at).toISOString(), usd_value: fiat(cents), ngn_value: fiat(kobo) });
        if (at >= end) break;
      }
      return { range, points };
    },
  };
}
export type PortfolioHistoryService = ReturnType<typeof createPortfolioHistoryService>;
