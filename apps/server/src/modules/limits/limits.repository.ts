import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { dailyOutflows, kycSubmissions, ledgerAccounts, userTiers, users } from '../../db/schema.js';

export interface TierFacts {
  kycStatus: string;
  /** The tier an admin set, if any. */
  adminTier: number | null;
  /** The check result of the user's latest verified KYC submission. */
  verifiedCheck: { checks?: { type?: string; status?: string; name_match_score?: number | null }[] } | null;
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
      if (!row) return undefined;
      return {
        kycStatus: row.kyc_status,
        adminTier: row.tier === null ? null : Number(row.tier),
        verifiedCheck: (row.check_result as TierFacts['verifiedCheck']) ?? null,
      };
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
      return new Map(
        rows.map((row) => [
          row.id,
          {
            kycStatus: row.kyc_status,
            adminTier: row.tier === null ? null : Number(row.tier),
            verifiedCheck: (row.check_result as TierFacts['verifiedCheck']) ?? null,
          },
        ]),
      );
    },

    /**
     * Locks the user's row for the day and returns what they have used. Every outflow of the user
     * takes this lock, so two sends of the same user, in whatever assets, are checked one after
     * the other. `on conflict do update` locks the existing row and returns its latest value.
     */
    async lockDay(db: Executor, userId: string, day: string): Promise<bigint> {
      const [row] = await queryRows<{ used: string }>(
        db,
        sql`insert into ${dailyOutflows} (user_id, day, used_kobo) values (${userId}, ${day}, 0)
            on conflict (user_id, day) do update set used_kobo = ${dailyOutflows.usedKobo}
            returning used_kobo::text as used`,
      );
      return BigInt(row!.used);
    },

    async addUsed(db: Executor, userId: string, day: string, kobo: bigint): Promise<void> {
      await db.execute(
        sql`update ${dailyOutflows} set used_kobo = used_kobo + ${kobo.toString()}::numeric
             where user_id = ${userId} and day = ${day}`,
      );
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
