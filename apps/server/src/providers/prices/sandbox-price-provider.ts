import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { priceHistory } from '../../db/schema.js';
import { toRate, type Rates } from '../../modules/prices/rates.js';
import type { PriceProvider } from './price-provider.js';

/** Reference prices used until an admin changes them. */
export const DEFAULT_REFERENCE_PRICES = {
  usd: { ETH: '3500', USDC: '1', STRK: '0.45', CORE: '1.20' },
  ngnPerUsd: '1550',
} as const;

export async function latestRates(db: Executor, source: string): Promise<Rates | undefined> {
  const rows = await queryRows<{ base: string; quote: string; rate: string; created_at: string | Date }>(
    db,
    sql`select distinct on (base, quote) base, quote, rate::text as rate, created_at
          from ${priceHistory} where source = ${source} order by base, quote, id desc`,
  );
  const ngn = rows.find((r) => r.base === 'USD' && r.quote === 'NGN');
  if (!ngn) return undefined;
  const usd: Record<string, bigint> = {};
  let updatedAt = new Date(0);
  for (const r of rows) {
    const at = new Date(r.created_at);
    if (at > updatedAt) updatedAt = at;
    if (r.quote === 'USD') usd[r.base] = toRate(r.rate);
  }
  return { usd, ngnPerUsd: toRate(ngn.rate), updatedAt, source };
}

export async function insertRates(
  db: Executor,
  source: string,
  update: { usd?: Record<string, string>; ngnPerUsd?: string },
  setBy?: string,
): Promise<void> {
  const rows = [
    ...Object.entries(update.usd ?? {}).map(([base, rate]) => ({ base, quote: 'USD', rate, source, setBy })),
    ...(update.ngnPerUsd ? [{ base: 'USD', quote: 'NGN', rate: update.ngnPerUsd, source, setBy }] : []),
  ];
  if (rows.length) await db.insert(priceHistory).values(rows);
}

/** Prices are read at most this often; an admin's change is seen at once where it was made, elsewhere within it. */
const CACHE_MS = 1_000;

/**
 * The sandbox price feed: a reference table in our database, with its history, changed by
 * admins through PUT /api/admin/prices. Seeds itself with reference prices on first use.
 */
export function createSandboxPriceProvider(db: Db): PriceProvider {
  let cached: { rates: Promise<Rates>; at: number; settled?: Rates } | undefined;
  async function read(executor: Executor): Promise<Rates> {
    const found = await latestRates(executor, 'sandbox');
    if (found) return found;
    await insertRates(executor, 'sandbox', {
      usd: { ...DEFAULT_REFERENCE_PRICES.usd },
      ngnPerUsd: DEFAULT_REFERENCE_PRICES.ngnPerUsd,
    });
    return (await latestRates(executor, 'sandbox'))!;
  }
  const fresh = () => cached && Date.now() - cached.at < CACHE_MS;
  return {
    name: 'sandbox',
    current() {
      if (!fresh()) {
        const entry: NonNullable<typeof cached> = { rates: read(db), at: Date.now() };
        // A failed read is not kept: the next caller tries again.
        entry.rates.then(
          (rates) => (entry.settled = rates),
          () => cached === entry && (cached = undefined),
        );
        cached = entry;
      }
      return cached!.rates;
    },
    // Inside a transaction only a read already finished is reused: waiting for one running outside
    // it could wait forever on the embedded database's single connection.
    async currentWithin(executor: Executor) {
      if (fresh() && cached!.settled) return cached!.settled;
      return read(executor);
    },
    invalidate() {
      cached = undefined;
    },
  };
}
