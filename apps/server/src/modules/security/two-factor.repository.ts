import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userTotp } from '../../db/schema.js';

export type TotpRow = typeof userTotp.$inferSelect;

export function createTwoFactorRepository() {
  return {
    async find(db: Executor, userId: string): Promise<TotpRow | undefined> {
      const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
      return row;
    },
    async savePending(db: Executor, userId: string, sealedSecret: string): Promise<void> {
      await db
        .insert(userTotp)
        .values({ userId, pendingSecret: sealedSecret })
        .onConflictDoUpdate({ target: userTotp.userId, set: { pendingSecret: sealedSecret, updatedAt: sql`now()` } });
    },
    async enable(db: Executor, userId: string, sealedSecret: string, step: number): Promise<void> {
      await db
        .update(userTotp)
        .set({
          secret: sealedSecret,
          pendingSecret: null,
          enabledAt: sql`now()`,
          lastStep: step,
          updatedAt: sql`now()`,
        })
        .where(eq(userTotp.userId, userId));
    },
    async disable(db: Executor, userId: string): Promise<void> {
      await db
        .update(userTotp)
        .set({ secret: null, pendingSecret: null, enabledAt: null, lastStep: null, updatedAt: sql`now()` })
        .where(eq(userTotp.userId, userId));
    },
    /**
     * Records `step` as used, only if it is newer than the last used one. False means another
     * request used this code (or a later one) first: the code must not work twice.
     */
    async claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ lastStep: step })
        .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
