import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { list, q, type Query } from '../../db/prepared.js';
import { accountFreezes, ledgerAccounts, users } from '../../db/schema.js';

export type FreezeRow = typeof accountFreezes.$inferSelect;

export function createFreezeRepository() {
  return {
    /** A posting check (ADR 019): refuses when any of these users is frozen. */
    refuseFrozen(userIds: string[]): Query {
      return q`select ledger_refuse('ACCOUNT_FROZEN', null) from account_freezes where user_id in ${list(userIds, 'uuid')}`;
    },
    async frozenAmong(db: Executor, userIds: string[]): Promise<string[]> {
      if (!userIds.length) return [];
      const rows = await db
        .select({ userId: accountFreezes.userId })
        .from(accountFreezes)
        .where(inArray(accountFreezes.userId, userIds));
      return rows.map((r) => r.userId);
    },
    async find(db: Executor, userId: string): Promise<(FreezeRow & { frozenByTag: string }) | undefined> {
      const [row] = await db
        .select({
          userId: accountFreezes.userId,
          reason: accountFreezes.reason,
          frozenBy: accountFreezes.frozenBy,
          frozenAt: accountFreezes.frozenAt,
          frozenByTag: users.tag,
        })
        .from(accountFreezes)
        .innerJoin(users, eq(users.id, accountFreezes.frozenBy))
        .where(eq(accountFreezes.userId, userId));
      return row;
    },
    async lockUser(db: Executor, userId: string) {
      const [row] = await db
        .select({ id: users.id, tag: users.tag })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },
    /**
     * Locks the user's wallets the way a posting does: a freeze waits for postings already holding
     * them, and every posting after it sees the freeze.
     */
    async lockWallets(db: Executor, userId: string): Promise<void> {
      await db.execute(
        sql`select id from ${ledgerAccounts} where user_id = ${userId} and kind = 'user_wallet' order by id for update`,
      );
    },
    async insert(db: Executor, values: typeof accountFreezes.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(accountFreezes)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: accountFreezes.userId });
      return rows.length > 0;
    },
    async remove(db: Executor, userId: string): Promise<FreezeRow | undefined> {
      const [row] = await db.delete(accountFreezes).where(eq(accountFreezes.userId, userId)).returning();
      return row;
    },
  };
}
export type FreezeRepository = ReturnType<typeof createFreezeRepository>;
