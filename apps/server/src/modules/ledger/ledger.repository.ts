import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { activities, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.js';

export interface LockedWallet {
  balance: bigint;
  userId: string;
  asset: string;
}

export const PLATFORM_KINDS = ['fees', 'treasury', 'external', 'clearing', 'hot_wallet'] as const;
export type PlatformKind = (typeof PLATFORM_KINDS)[number];

export function createLedgerRepository() {
  return {
    /** Locks user wallets in ascending id order (one statement, so no deadlocks between postings). */
    async lockWallets(db: Executor, ids: string[]): Promise<Map<string, LockedWallet>> {
      if (!ids.length) return new Map();
      const rows = await queryRows<{ id: string; balance: string; user_id: string; asset: string }>(
        db,
        sql`select id, balance::text as balance, user_id, asset from ${ledgerAccounts}
             where id in ${ids} and kind = 'user_wallet' order by id for update`,
      );
      return new Map(rows.map((r) => [r.id, { balance: BigInt(r.balance), userId: r.user_id, asset: r.asset }]));
    },
    async applyDeltas(db: Executor, deltas: [string, bigint][]): Promise<void> {
      if (!deltas.length) return;
      const values = sql.join(
        deltas.map(([id, delta]) => sql`(${id}::uuid, ${delta.toString()}::numeric)`),
        sql`, `,
      );
      await db.execute(sql`update ${ledgerAccounts} a set balance = a.balance + v.delta
                             from (values ${values}) as v(id, delta) where a.id = v.id`);
    },
    async insertTransaction(db: Executor, values: typeof ledgerTransactions.$inferInsert) {
      const [row] = await db.insert(ledgerTransactions).values(values).returning();
      return row!;
    },
    async insertEntries(db: Executor, values: (typeof ledgerEntries.$inferInsert)[]) {
      await db.insert(ledgerEntries).values(values);
    },
    async insertActivities(db: Executor, values: (typeof activities.$inferInsert)[]) {
      if (!values.length) return [];
      return db.insert(activities).values(values).returning({ id: activities.id, userId: activities.userId });
    },
    setActivityStatus(db: Executor, transactionId: string, status: 'completed' | 'failed') {
      return db
        .update(activities)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(activities.transactionId, transactionId))
        .returning({ id: activities.id, userId: activities.userId });
    },
    async findTransaction(db: Executor, source: string, reference: string) {
      const [row] = await db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.source, source), eq(ledgerTransactions.reference, reference)));
      return row;
    },
    async platformAccount(db: Executor, kind: PlatformKind, asset: string): Promise<string> {
      const [found] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.asset, asset), isNull(ledgerAccounts.userId)));
      if (found) return found.id;
      await db.insert(ledgerAccounts).values({ kind, asset }).onConflictDoNothing();
      return this.platformAccount(db, kind, asset);
    },
    async createWallets(db: Executor, userId: string, wallets: { asset: string; address: string | null }[]) {
      await db.insert(ledgerAccounts).values(wallets.map((w) => ({ kind: 'user_wallet' as const, userId, ...w })));
    },
    walletsOf(db: Executor, userId: string) {
      return db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_wallet')));
    },
    async walletFor(db: Executor, userId: string, asset: string) {
      const [row] = await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            eq(ledgerAccounts.asset, asset),
            eq(ledgerAccounts.kind, 'user_wallet'),
          ),
        );
      return row;
    },
    async accountsByIds(db: Executor, ids: string[]) {
      if (!ids.length) return [];
      return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
