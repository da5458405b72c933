import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { LAGOS_DAY } from './lagos-day.js';

/**
 * How long a watermark waits before it is folded: longer than any transaction that writes
 * activities or entries stays open, so that every row numbered below it has committed (or rolled
 * back) by then. Sequences hand out numbers at insert, not at commit (ADR 058).
 */
export const FOLD_AFTER_SECONDS = 10 * 60;

/** Movements that count as volume: every completed one but the receiving side of a transfer. */
const COUNTED = sql.raw(`status = 'completed' and type <> 'transfer_in'`);

const FEE_ACCOUNTS = sql.raw(`(select id from ledger_accounts where kind = 'fees' and user_id is null)`);
const PLATFORM_ACCOUNTS = sql.raw(`(select id from ledger_accounts where user_id is null)`);

/**
 * Folds the activities and platform entries below the last watermark into the back office's sums
 * (if that watermark is old enough) and takes the next one. One statement, so the new activities,
 * the status changes it absorbs and the sums it adds to are read in one snapshot; behind a lock on
 * the state row, so two folds at once take turns (the second then sees the first's work).
 */
export async function foldAdminRollup(db: Db, foldAfterSeconds = FOLD_AFTER_SECONDS) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from admin_rollup_state where id = 1 for update`);
    await tx.execute(sql`
      with st as (select * from admin_rollup_state where id = 1),
      ready as (select * from st where mark_at <= now() - make_interval(secs => ${foldAfterSeconds})),
      -- Every adjustment below the new watermark goes: those on rows folded before are added,
      -- the others are already in their rows' status, read below in the same snapshot.
      absorbed as (delete from admin_volume_adjustments j using ready
                    where j.activity_seq <= ready.mark_activity_seq
                returning j.activity_seq, j.user_id, j.day, j.type, j.cents, j.transactions),
      changes as (select user_id, ${LAGOS_DAY('created_at')} as day, type, usd_cents as cents, 1 as n
                    from activities
                   where seq > (select activity_seq from ready) and seq <= (select mark_activity_seq from ready)
                     and ${COUNTED}
                  union all
                  select user_id, day, type, cents, transactions from absorbed
                   where activity_seq <= (select activity_seq from ready)),
      per_user as (select user_id, sum(cents) as cents, sum(n)::int as n from changes group by user_id),
      users_folded as (insert into admin_user_volume (user_id, cents, transactions)
                       select user_id, cents, n from per_user
                       on conflict (user_id) do update
                         set cents = admin_user_volume.cents + excluded.cents,
                             transactions = admin_user_volume.transactions + excluded.transactions),
      days_folded as (insert into admin_daily_volume (day, type, cents)
                      select day, type, sum(cents) from changes group by day, type
                      on conflict (day, type) do update set cents = admin_daily_volume.cents + excluded.cents),
      -- By their key first: few platform entries among many, however many each account has.
      folding_entries as materialized (select account_id, asset, amount, created_at from ledger_entries
                                        where id > (select entry_id from ready) and id <= (select mark_entry_id from ready)),
      entries_folded as (insert into admin_platform_totals (account_id, total)
                         select account_id, sum(amount) from folding_entries
                          where account_id in ${PLATFORM_ACCOUNTS} group by account_id
                         on conflict (account_id) do update set total = admin_platform_totals.total + excluded.total),
      fees_folded as (insert into admin_daily_fees (day, asset, total)
                      select ${LAGOS_DAY('created_at')}, asset, sum(amount) from folding_entries
                       where account_id in ${FEE_ACCOUNTS} group by 1, 2
                      on conflict (day, asset) do update set total = admin_daily_fees.total + excluded.total)
      update admin_rollup_state s
         set activity_seq = ready.mark_activity_seq,
             entry_id = ready.mark_entry_id,
             volume_cents = s.volume_cents + coalesce((select sum(cents) from per_user), 0),
             mark_activity_seq = greatest(ready.mark_activity_seq, coalesce((select max(seq) from activities), 0)),
             mark_entry_id = greatest(ready.mark_entry_id, coalesce((select max(id) from ledger_entries), 0)),
             mark_at = now(),
             folded_at = now()
        from ready where s.id = 1`);
  });
}

/**
 * What came after the watermark: counted activities numbered above it, and changes to folded
 * ones. Found by their keys, whatever the history's length.
 */
const AFTER_WATERMARK = sql`
  st as (select activity_seq, entry_id, volume_cents from admin_rollup_state where id = 1),
  after as (select user_id, ${LAGOS_DAY('created_at')} as day, type, usd_cents as cents, 1 as n from activities
             where seq > (select activity_seq from st) and ${COUNTED}
            union all
            select user_id, day, type, cents, transactions from admin_volume_adjustments
             where activity_seq <= (select activity_seq from st)),
  recent as (select user_id, sum(cents) as cents, sum(n)::int as n from after group by user_id)`;

/** Platform entries numbered above the watermark (materialised: read by their key). */
const ENTRIES_AFTER = sql`
  st as (select entry_id from admin_rollup_state where id = 1),
  after as materialized (select account_id, asset, amount, created_at from ledger_entries
                          where id > (select entry_id from st))`;

/** All-time completed volume in USD cents: a scalar subquery, the folded sum plus what came after. */
export const VOLUME_CENTS = sql`(with ${AFTER_WATERMARK} select st.volume_cents + coalesce((select sum(cents) from recent), 0) from st)`;

/** The back office's sums: the folded ones plus what came after them, each in one snapshot. */
export function createAdminRollupReads() {
  return {
    /**
     * The users with the most completed volume. Only users with something after the watermark
     * can differ from their folded sums, and only those whose sum fell can make room: so the
     * folded top `limit` plus one per such user (with ties), and every user with something after
     * the watermark, are all the candidates there can be.
     */
    topUsers(db: Executor, limit: number) {
      return queryRows<{ id: string; tag: string; cents: string; transactions: number }>(
        db,
        sql`with ${AFTER_WATERMARK},
            fell as (select count(*)::int as k from recent where cents < 0 or n < 0),
            top_folded as (select user_id, cents, transactions from admin_user_volume
                            order by cents desc nulls last
                            fetch first (select ${limit}::int + k from fell) rows with ties),
            candidates as (select user_id, cents, transactions from top_folded
                           union all
                           select r.user_id,
                                  coalesce((select v.cents from admin_user_volume v where v.user_id = r.user_id), 0),
                                  coalesce((select v.transactions from admin_user_volume v where v.user_id = r.user_id), 0)
                             from recent r where r.user_id not in (select user_id from top_folded)),
            totals as (select c.user_id, c.cents + coalesce(r.cents, 0) as cents, c.transactions + coalesce(r.n, 0) as n
                         from candidates c left join recent r on r.user_id = c.user_id)
            select u.id, u.tag, t.cents::text as cents, t.n::int as transactions
              from totals t join users u on u.id = t.user_id
             where t.n > 0
             order by t.cents desc, u.tag limit ${limit}`,
      );
    },
    /** Completed volume per Lagos day and type since `from` (a Lagos date). */
    dailyVolume(db: Executor, from: string) {
      return queryRows<{ day: string; type: string; cents: string }>(
        db,
        sql`with ${AFTER_WATERMARK}
            select day::text, type, sum(cents)::text as cents
              from (select day, type, cents from admin_daily_volume where day >= ${from}::date
                    union all
                    select day, type, cents from after where day >= ${from}::date) v
             group by day, type`,
      );
    },
    /** Net entries into the fee accounts per Lagos day and asset since `from`. */
    dailyFees(db: Executor, from: string) {
      return queryRows<{ day: string; asset: string; total: string }>(
        db,
        sql`with ${ENTRIES_AFTER}
            select day::text, asset, sum(total)::text as total
              from (select day, asset, total from admin_daily_fees where day >= ${from}::date
                    union all
                    select ${LAGOS_DAY('created_at')}, asset, amount from after
                     where account_id in ${FEE_ACCOUNTS} and ${LAGOS_DAY('created_at')} >= ${from}::date) f
             group by day, asset`,
      );
    },
    /** Net balance of each platform account kind per asset: folded entries plus newer ones. */
    platformBalances(db: Executor) {
      return queryRows<{ kind: string; asset: string; total: string }>(
        db,
        sql`with ${ENTRIES_AFTER},
                 platform as (select id, kind, asset from ledger_accounts where user_id is null),
                 recent as (select account_id, sum(amount) as total from after
                             where account_id in (select id from platform) group by account_id)
            select p.kind, p.asset, coalesce(sum(coalesce(f.total, 0) + coalesce(r.total, 0)), 0)::text as total
              from platform p
              left join admin_platform_totals f on f.account_id = p.id
              left join recent r on r.account_id = p.id
             group by p.kind, p.asset`,
      );
    },
  };
}
