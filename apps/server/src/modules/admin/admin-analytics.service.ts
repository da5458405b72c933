import { volumeTypes, type AdminAnalytics, type AnalyticsDay, type VolumeType } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { ASSETS } from '../assets/catalogue.js';
import { fiat, valuation } from '../wallet/wallet.dto.js';
import type { AdminStatsRepository } from './admin-stats.repository.js';
import type { Solvency } from './solvency.js';

const TYPE_OF: Record<string, VolumeType> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  transfer_out: 'transfer',
  swap: 'swap',
  bill: 'bill',
  split: 'split',
};

/** The calendar days from `from` to `to` inclusive (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export function createAdminAnalyticsService(deps: {
  db: Db;
  stats: AdminStatsRepository;
  prices: PriceProvider;
  solvency: Solvency;
}) {
  const { db, stats } = deps;
  return {
    /**
     * Daily series over the last `days` Lagos days (volume by type at the value of its day, new
     * users, fees net of refunds at today's prices) and the solvency view.
     */
    async analytics(days: number): Promise<AdminAnalytics> {
      const to = await stats.lagosToday(db);
      const start = new Date(`${to}T00:00:00Z`);
      start.setUTCDate(start.getUTCDate() - (days - 1));
      const from = start.toISOString().slice(0, 10);
      const [volume, users, fees, rates] = await Promise.all([
        stats.dailyVolume(db, from),
        stats.dailyNewUsers(db, from),
        stats.dailyFees(db, from),
        deps.prices.current(),
      ]);
      const empty = () => Object.fromEntries(volumeTypes.map((t) => [t, 0n])) as Record<VolumeType, bigint>;
      const byDay = new Map(daysBetween(from, to).map((d) => [d, { volume: empty(), users: 0, fees: 0n }]));
      for (const r of volume) {
        const day = byDay.get(r.day);
        const type = TYPE_OF[r.type];
        if (day && type) day.volume[type] += BigInt(r.cents);
      }
      for (const r of users) {
        const day = byDay.get(r.day);
        if (day) day.users += r.count;
      }
      for (const r of fees) {
        const day = byDay.get(r.day);
        if (day && ASSETS.some((a) => a.symbol === r.asset))
          day.fees += valuation(r.asset, BigInt(r.total), rates).cents;
      }
      const series: AnalyticsDay[] = [...byDay].map(([date, d]) => ({
        date,
        volume_usd: Object.fromEntries(volumeTypes.map((t) => [t, fiat(d.volume[t])])) as AnalyticsDay['volume_usd'],
        new_users: d.users,
        fees_usd: fiat(d.fees),
      }));
      const all = [...byDay.values()];
      return {
        days,
        from,
        to,
        series,
        totals: {
          volume_usd: fiat(all.reduce((sum, d) => sum + volumeTypes.reduce((s, t) => s + d.volume[t], 0n), 0n)),
          new_users: all.reduce((sum, d) => sum + d.users, 0),
          fees_usd: fiat(all.reduce((sum, d) => sum + d.fees, 0n)),
        },
        solvency: await deps.solvency.rows(rates),
        generated_at: new Date().toISOString(),
      };
    },
  };
}
export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
