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

const lagosDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Lagos (`YYYY-MM-DD`): daily limits reset at midnight there. */
export const lagosDay = (at: Date): string => lagosDate.format(at);

/**
 * When the Lagos day after `day` starts. Lagos keeps West Africa Time (UTC+1) all year, without
 * daylight saving, so midnight there is 23:00 UTC the evening before.
 */
export function nextLagosMidnight(day: string): Date {
  const start = new Date(`${day}T00:00:00+01:00`);
  return new Date(start.getTime() + 24 * 3600 * 1000);
}
