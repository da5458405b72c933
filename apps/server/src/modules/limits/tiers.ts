import { DEFAULT_TIER_LIMITS, TIERS, type Tier, type TierLimits } from '@app/contract';

/** A tier's limits in kobo; null balance cap means none. */
export interface TierKobo {
  dailyKobo: bigint;
  capKobo: bigint | null;
}

export type TierTable = Record<Tier, TierKobo>;

/** The tier table: the CBN tiered-KYC defaults, with any tier the config names replaced. */
export function tierTable(overrides: Partial<Record<string, TierLimits>> = {}): TierTable {
  const table = {} as TierTable;
  for (const tier of TIERS) {
    const limits = overrides[String(tier)] ?? DEFAULT_TIER_LIMITS[tier];
    table[tier] = {
      dailyKobo: BigInt(limits.daily_outflow) * 100n,
      capKobo: limits.balance_cap === null ? null : BigInt(limits.balance_cap) * 100n,
    };
  }
  return table;
}

/**
 * Lagos keeps West Africa Time (UTC+1) all year, without daylight saving: its calendar is UTC's
 * shifted by an hour. (Arithmetic, not `Intl` with a time zone: every posting asks, and formatting
 * through ICU cost more than the rest of the limit check.)
 */
const LAGOS_OFFSET_MS = 3600 * 1000;

/** The calendar day in Lagos (`YYYY-MM-DD`): daily limits reset at midnight there. */
export const lagosDay = (at: Date): string => new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** When the Lagos day after `day` starts: midnight there is 23:00 UTC the evening before. */
export function nextLagosMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - LAGOS_OFFSET_MS + 24 * 3600 * 1000);
}
