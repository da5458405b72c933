import { volumeTypes, type AdminAnalytics } from '@app/contract';
import { buildCsv } from '../../../lib/csv';

/** One row per day (volume by type in USD, new users, fees in USD), then the solvency view. */
export function analyticsToCsv(a: AdminAnalytics): string {
  const daily = buildCsv(
    ['date', ...volumeTypes.map((t) => `${t}_usd`), 'new_users', 'fees_usd'],
    a.series.map((d) => [d.date, ...volumeTypes.map((t) => d.volume_usd[t]), d.new_users, d.fees_usd]),
  );
  const solvency = buildCsv(
    ['asset', 'owed_to_users', 'held', 'coverage_percent', 'status', 'treasury', 'fees', 'clearing'],
    a.solvency.map((r) => [
      r.asset,
      r.owed,
      r.held,
      r.coverage,
      r.status,
      r.ledger.treasury,
      r.ledger.fees,
      r.ledger.clearing,
    ]),
  );
  return `${daily}\r\n${solvency}`;
}

export const analyticsCsvFilename = (a: AdminAnalytics) => `naijawallet-analytics-${a.from}-to-${a.to}.csv`;
