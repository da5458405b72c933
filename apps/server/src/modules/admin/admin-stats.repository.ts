import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';

/**
 * Lagos is UTC+1 all year (no daylight saving): its calendar day, without relying on time-zone
 * data, and read in UTC whatever the connection's `TimeZone` (a timestamptz's date is the session's).
 */
const lagosDayOf = (column: string) => `(((${column}) at time zone 'UTC') + interval '1 hour')::date`;
const LAGOS_DAY = (column: string) => sql.raw(lagosDayOf(column));
/** When today began in Lagos. */
const LAGOS_MIDNIGHT = sql.raw(`((${lagosDayOf('now()')}::timestamp - interval '1 hour') at time zone 'UTC')`);

/** Movements that count as volume: every completed one, except the receiving side of a transfer. */
const VOLUME_FILTER = sql.raw(`status = 'completed' and type <> 'transfer_in'`);

/** Aggregate queries behind the admin overview and analytics (all from the ledger and activities). */
export function createAdminStatsRepository() {
  return {
    async totals(db: Executor) {
      const [row] = await queryRows<{ users: number; volume_cents: string; today: number; active: number }>(
        db,
        sql`select (select count(*)::int from users where role = 'user') as users,
                   (select coalesce(sum(usd_cents), 0)::text from activities where ${VOLUME_FILTER}) as volume_cents,
                   (select count(*)::int from ledger_transactions where created_at >= ${LAGOS_MIDNIGHT}) as today,
                   (select count(distinct u.id)::int from users u
                     where u.role = 'user' and (
                       exists (select 1 from sessions s where s.user_id = u.id and s.last_seen_at > now() - interval '30 days')
                       or exists (select 1 from activities a where a.user_id = u.id and a.created_at > now() - interval '30 days'))
                   ) as active`,
      );
      return row!;
    },
    /** Net balance of each platform account kind per asset (the sum of their entries). */
    platformBalances(db: Executor) {
      return queryRows<{ kind: string; asset: string; total: string }>(
        db,
        sql`select a.kind, a.asset, coalesce(sum(e.amount), 0)::text as total
              from ledger_accounts a left join ledger_entries e on e.account_id = a.id
             where a.user_id is null group by a.kind, a.asset`,
      );
    },
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
    topUsers(db: Executor, limit: number) {
      return queryRows<{ id: string; tag: string; cents: string; transactions: number }>(
        db,
        sql`select u.id, u.tag, sum(a.usd_cents)::text as cents, count(*)::int as transactions
              from activities a join users u on u.id = a.user_id
             where a.status = 'completed' and a.type <> 'transfer_in'
             group by u.id, u.tag order by sum(a.usd_cents) desc, u.tag limit ${limit}`,
      );
    },
    latestActivityIds(db: Executor, limit: number) {
      return queryRows<{ id: string }>(db, sql`select id from activities order by seq desc limit ${limit}`);
    },
    /** Completed volume per Lagos day and type since `from` (a Lagos date). */
    dailyVolume(db: Executor, from: string) {
      return queryRows<{ day: string; type: string; cents: string }>(
        db,
        sql`select ${LAGOS_DAY('created_at')}::text as day, type, sum(usd_cents)::text as cents
              from activities where ${VOLUME_FILTER} and ${LAGOS_DAY('created_at')} >= ${from}::date
             group by 1, 2`,
      );
    },
    dailyNewUsers(db: Executor, from: string) {
      return queryRows<{ day: string; count: number }>(
        db,
        sql`select ${LAGOS_DAY('created_at')}::text as day, count(*)::int as count
              from users where role = 'user' and ${LAGOS_DAY('created_at')} >= ${from}::date group by 1`,
      );
    },
    /** Net entries into the fee accounts per Lagos day and asset. */
    dailyFees(db: Executor, from: string) {
      return queryRows<{ day: string; asset: string; total: string }>(
        db,
        sql`select ${LAGOS_DAY('e.created_at')}::text as day, e.asset, sum(e.amount)::text as total
              from ledger_entries e join ledger_accounts a on a.id = e.account_id
             where a.kind = 'fees' and ${LAGOS_DAY('e.created_at')} >= ${from}::date group by 1, 2`,
      );
    },
    async lagosToday(db: Executor): Promise<string> {
      const [row] = await queryRows<{ day: string }>(db, sql`select ${LAGOS_DAY('now()')}::text as day`);
      return row!.day;
    },
  };
}
export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
