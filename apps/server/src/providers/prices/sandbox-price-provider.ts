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

/**
 * The sandbox price feed: a reference table in our database, with its history, changed by
 * admins through PUT /api/admin/prices. Seeds itself with reference prices on first use.
 */
export function createSandboxPriceProvider(db: Db): PriceProvider {
  async function read(executor: Executor): Promise<Rates> {
    const found = await latestRates(executor, 'sandbox');
    if (found) return found;
    await insertRates(executor, 'sandbox', {
      usd: { ...DEFAULT_REFERENCE_PRICES.usd },
      ngnPerUsd: DEFAULT_REFERENCE_PRICES.ngnPerUsd,
    });
    return (await latestRates(executor, 'sandbox'))!;
  }
  return {
    name: 'sandbox',
    current: () => read(db),
    currentWithin: read,
  };
}
