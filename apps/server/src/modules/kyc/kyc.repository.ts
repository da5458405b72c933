import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kycSubmissions, users } from '../../db/schema.js';

export type KycRow = typeof kycSubmissions.$inferSelect;
export type KycStatus = (typeof users.$inferSelect)['kycStatus'];

export function createKycRepository() {
  return {
    /** Locks the user's row: submissions and decisions for one user happen one at a time. */
    async lockUser(db: Executor, userId: string): Promise<{ id: string; kycStatus: KycStatus } | undefined> {
      const [row] = await db
        .select({ id: users.id, kycStatus: users.kycStatus })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },
    async userStatus(db: Executor, userId: string): Promise<KycStatus | undefined> {
      const [row] = await db.select({ kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId));
      return row?.kycStatus;
    },
    async setUserStatus(db: Executor, userId: string, status: KycStatus): Promise<void> {
      await db
        .update(users)
        .set({ kycStatus: status, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    async insert(db: Executor, values: typeof kycSubmissions.$inferInsert): Promise<KycRow> {
      const [row] = await db.insert(kycSubmissions).values(values).returning();
      return row!;
    },
    async latestForUser(db: Executor, userId: string): Promise<KycRow | undefined> {
      const [row] = await db
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, userId))
        .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
        .limit(1);
      return row;
    },
    async pendingForUser(db: Executor, userId: string): Promise<KycRow | undefined> {
      const [row] = await db
        .select()
        .from(kycSubmissions)
        .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'pending')))
        .for('update');
      return row;
    },
    async decide(
      db: Executor,
      id: string,
      decision: { status: 'verified' | 'rejected'; reviewedBy: string; rejectionReason: string | null },
    ): Promise<KycRow> {
      const [row] = await db
        .update(kycSubmissions)
        .set({ ...decision, reviewedAt: sql`now()` })
        .where(eq(kycSubmissions.id, id))
        .returning();
      return row!;
    },
    list(db: Executor, filter: { status?: KycRow['status'] | undefined; limit: number }) {
      return db
        .select({ submission: kycSubmissions, user: { id: users.id, tag: users.tag, email: users.email } })
        .from(kycSubmissions)
        .innerJoin(users, eq(users.id, kycSubmissions.userId))
        .where(filter.status ? eq(kycSubmissions.status, filter.status) : undefined)
        .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
        .limit(filter.limit);
    },
  };
}
export type KycRepository = ReturnType<typeof createKycRepository>;
