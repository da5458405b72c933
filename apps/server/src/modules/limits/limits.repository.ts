import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { list, q } from '../../db/prepared.js';
import type { ReadPart, WritePart } from '../ledger/ledger.repository.js';
import { dailyOutflows, kycSubmissions, ledgerAccounts, userTiers, users } from '../../db/schema.js';

export interface TierFacts {
  kycStatus: string;
  /** The tier an admin set, if any. */
  adminTier: number | null;
  /** The check result of the user's latest verified KYC submission. */
  verifiedCheck: { checks?: { type?: string; status?: string; name_match_score?: number | null }[] } | null;
}

function toFacts(row: { kyc_status: string; tier: number | null; check_result: unknown }): TierFacts {
  return {
    kycStatus: row.kyc_status,
    adminTier: row.tier === null ? null : Number(row.tier),
    verifiedCheck: (row.check_result as TierFacts['verifiedCheck']) ?? null,
  };
}

export function createLimitsRepository() {
  return {
    async tierFacts(db: Executor, userId: string): Promise<TierFacts | undefined> {
      const [row] = await queryRows<{ kyc_status: string; tier: number | null; check_result: unknown }>(
        db,
        sql`select u.kyc_status, t.tier,
                   (select s.check_result from ${kycSubmissions} s
                     where s.user_id = u.id and s.status = 'verified'
                     order by s.created_at desc limit 1) as check_result
              from ${users} u left join ${userTiers} t on t.user_id = u.id
             where u.id = ${userId}`,
      );
      return row && toFacts(row);
    },

    /**
     * A posting's read (ADR 023): the tier facts of the owners of these accounts (user wallets
     * only: platform accounts have no owner), by user id, given to `take`.
     */
    tierFactsOfAccounts(accountIds: string[], take: (facts: Map<string, TierFacts>) => void): ReadPart {
      return {
        query: q`select u.id, u.kyc_status, t.tier,
                        (select s.check_result from kyc_submissions s
                          where s.user_id = u.id and s.status = 'verified'
                          order by s.created_at desc limit 1) as check_result
                   from users u left join user_tiers t on t.user_id = u.id
                  where u.id in (select a.user_id from ledger_accounts a
                                  where a.id in ${list(accountIds, 'uuid')})`,
        take: (rows) => {
          const facts = rows as { id: string; kyc_status: string; tier: number | null; check_result: unknown }[];
          take(new Map(facts.map((row) => [row.id, toFacts(row)])));
        },
      };
    },

    /**
     * Posting parts (ADR 019): adds each payer's outflow to their day, then refuses the posting
     * if any passes their limit, saying how much was left. `on conflict do update` locks the
     * user's row for the day and adds to its latest value. Rows come in ascending user id.
     */
    addToDayOrRefuse(day: string, rows: { userId: string; kobo: bigint; limitKobo: bigint }[]): WritePart[] {
      const users = rows.map((r) => r.userId);
      const kobo = rows.map((r) => r.kobo.toString());
      return [
        {
          name: 'limits_day',
          query: q`insert into daily_outflows (user_id, day, used_kobo)
                   select v.user_id, ${day}::date, v.kobo
                     from unnest(${users}::uuid[], ${kobo}::numeric[]) with ordinality as v(user_id, kobo, n)
                    order by v.n
                   on conflict (user_id, day) do update set used_kobo = daily_outflows.used_kobo + excluded.used_kobo
                   returning user_id, used_kobo`,
        },
        {
          name: 'limits_check',
          check: true,
          query: q`select ledger_refuse('DAILY_LIMIT_REACHED', (l.limit_kobo - (d.used_kobo - l.kobo))::text)
                     from limits_day d
                     join unnest(${users}::uuid[], ${kobo}::numeric[], ${rows.map((r) => r.limitKobo.toString())}::numeric[])
                          as l(user_id, kobo, limit_kobo) on l.user_id = d.user_id
                    where d.used_kobo > l.limit_kobo`,
        },
      ];
    },

    async tierFactsMany(db: Executor, userIds: string[]): Promise<Map<string, TierFacts>> {
      if (!userIds.length) return new Map();
      const rows = await queryRows<{ id: string; kyc_status: string; tier: number | null; check_result: unknown }>(
        db,
        sql`select u.id, u.kyc_status, t.tier,
                   (select s.check_result from ${kycSubmissions} s
                     where s.user_id = u.id and s.status = 'verified'
                     order by s.created_at desc limit 1) as check_result
              from ${users} u left join ${userTiers} t on t.user_id = u.id
             where u.id in ${userIds}`,
      );
      return new Map(rows.map((row) => [row.id, toFacts(row)]));
    },

    async usedOn(db: Executor, userId: string, day: string): Promise<bigint> {
      const [row] = await queryRows<{ used: string }>(
        db,
        sql`select used_kobo::text as used from ${dailyOutflows} where user_id = ${userId} and day = ${day}`,
      );
      return row ? BigInt(row.used) : 0n;
    },

    async balances(db: Executor, userId: string): Promise<{ asset: string; balance: bigint }[]> {
      const rows = await queryRows<{ asset: string; balance: string }>(
        db,
        sql`select asset, balance::text as balance from ${ledgerAccounts}
             where user_id = ${userId} and kind = 'user_wallet'`,
      );
      return rows.map((r) => ({ asset: r.asset, balance: BigInt(r.balance) }));
    },

    async lockUser(db: Executor, userId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(db, sql`select id from ${users} where id = ${userId} for update`);
      return rows.length > 0;
    },

    async setTier(db: Executor, values: { userId: string; tier: number; reason: string; setBy: string }) {
      await db
        .insert(userTiers)
        .values({ ...values, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: userTiers.userId,
          set: { tier: values.tier, reason: values.reason, setBy: values.setBy, updatedAt: new Date() },
        });
    },
  };
}
export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
