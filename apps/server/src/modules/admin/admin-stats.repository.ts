import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { createAdminRollupReads, VOLUME_CENTS } from './admin-rollup.js';
import { LAGOS_DAY, lagosDayOf, lagosMidnightOf } from './lagos-day.js';

/** When today began in Lagos. */
const LAGOS_MIDNIGHT = lagosMidnightOf(sql.raw(lagosDayOf('now()')));

/**
 * Aggregate queries behind the admin overview and analytics (all from the ledger and activities).
 * All-time sums and daily series come folded (admin-rollup.ts); the rest read recent rows through
 * time indexes.
 */
export function createAdminStatsRepository() {
  const rollup = createAdminRollupReads();
  return {
    async totals(db: Executor) {
      const [row] = await queryRows<{ users: number; volume_cents: string; today: number; active: number }>(
        db,
        sql`select (select count(*)::int from users where role = 'user') as users,
                   ${VOLUME_CENTS}::text as volume_cents,
                   (select count(*)::int from ledger_transactions where created_at >= ${LAGOS_MIDNIGHT}) as today,
                   (select count(*)::int from users u
                     where u.role = 'user' and u.id in (
                       select user_id from sessions where last_seen_at > now() - interval '30 days'
                       union select user_id from activities where created_at > now() - interval '30 days')
                   ) as active`,
      );
      return row!;
    },
    /** Net balance of each platform account kind per asset (the sum of their entries). */
    platformBalances: rollup.platformBalances,
    /** What users are owed per asset: the sum of their wallet balances. */
    userBalances(db: Executor) {
      return queryRows<{ asset: string; total: string }>(
        db,
        sql`select asset, sum(balance)::text as total from ledger_accounts where kind = 'user_wallet' group by asset`,
      );
    },
    /** Deposit addresses holding (or having held) an asset, for reading custody balances on chain. */
    depositAddresses(db: Executor, asset: string, limit: number) {
      return queryRows<{ address: string }>(
        db,
        sql`select distinct address from ledger_accounts
             where kind = 'user_wallet' and asset = ${asset} and address is not null
             order by address limit ${limit}`,
      );
    },
    topUsers: rollup.topUsers,
    latestActivityIds(db: Executor, limit: number) {
      return queryRows<{ id: string }>(db, sql`select id from activities order by seq desc limit ${limit}`);
    },
    dailyVolume: rollup.dailyVolume,
    dailyNewUsers(db: Executor, from: string) {
      return queryRows<{ day: string; count: number }>(
        db,
        sql`select ${LAGOS_DAY('created_at')}::text as day, count(*)::int as count
              from users where role = 'user' and created_at >= ${lagosMidnightOf(sql`${from}`)} group by 1`,
      );
    },
    /** Net entries into the fee accounts per Lagos day and asset. */
    dailyFees: rollup.dailyFees,
    async lagosToday(db: Executor): Promise<string> {
      const [row] = await queryRows<{ day: string }>(db, sql`select ${LAGOS_DAY('now()')}::text as day`);
      return row!.day;
    },
  };
}
export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
