import type { PayoutStatus, TransactionStatus } from '@app/contract';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { activities, payoutApprovals, payouts, users } from '../../db/schema.js';

export type PayoutRow = typeof payouts.$inferSelect;

export interface ApprovalRow {
  payoutId: string;
  adminId: string;
  adminTag: string;
  createdAt: Date;
}

/** The user-facing status of the withdrawal activity for each payout status. */
export const activityStatusFor = (status: PayoutStatus): TransactionStatus =>
  status === 'completed' ? 'completed' : status === 'failed' || status === 'reversed' ? 'failed' : 'pending';

export function createPayoutsRepository() {
  return {
    async insert(db: Executor, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
      const [row] = await db.insert(payouts).values(values).returning();
      return row!;
    },
    async find(db: Executor, id: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
      return row;
    },
    /** The payout, row-locked: every state change of one payout happens one at a time. */
    async lock(db: Executor, id: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
      return row;
    },
    async lockByReference(db: Executor, reference: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference)).for('update');
      return row;
    },
    async update(db: Executor, id: string, values: Partial<typeof payouts.$inferInsert>): Promise<PayoutRow> {
      const [row] = await db
        .update(payouts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(payouts.id, id))
        .returning();
      return row!;
    },
    /** Keeps the withdrawal activity (status and its payout details) in step with the payout. */
    async syncActivity(db: Executor, activityId: string, status: PayoutStatus) {
      const [row] = await db
        .update(activities)
        .set({
          status: activityStatusFor(status),
          details: sql`jsonb_set(${activities.details}, '{payout_status}', to_jsonb(${status}::text))`,
          updatedAt: sql`now()`,
        })
        .where(eq(activities.id, activityId))
        .returning({ id: activities.id, userId: activities.userId, status: activities.status });
      return row;
    },
    listForUser(db: Executor, userId: string, q: { limit: number; before?: string | undefined }) {
      return db
        .select()
        .from(payouts)
        .where(
          and(
            eq(payouts.userId, userId),
            q.before
              ? sql`(${payouts.createdAt}, ${payouts.id}) < (select created_at, id from payouts where id = ${q.before} and user_id = ${userId})`
              : undefined,
          ),
        )
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(q.limit);
    },
    /** Payouts with their owner, for the admin list. `q` matches a tag, a payout id or a reference. */
    listForAdmin(db: Executor, q: { status?: PayoutStatus | undefined; q?: string | undefined; limit: number }) {
      const term = q.q?.trim().replace(/^@/, '');
      const uuid = term && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(term) ? term : null;
      return db
        .select({ payout: payouts, tag: users.tag, kycStatus: users.kycStatus })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.userId))
        .where(
          and(
            q.status ? eq(payouts.status, q.status) : undefined,
            term
              ? sql`(${users.tag} ilike ${`%${escapeLike(term)}%`} or lower(${payouts.reference}) = lower(${term})
                     ${uuid ? sql`or ${payouts.id} = ${uuid}::uuid` : sql``})`
              : undefined,
          ),
        )
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(q.limit);
    },
    async ownerOf(db: Executor, payoutId: string) {
      const [row] = await db
        .select({ tag: users.tag, kycStatus: users.kycStatus })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.userId))
        .where(eq(payouts.id, payoutId));
      return row;
    },
    async approvals(db: Executor, payoutIds: string[]): Promise<ApprovalRow[]> {
      if (!payoutIds.length) return [];
      return db
        .select({
          payoutId: payoutApprovals.payoutId,
          adminId: payoutApprovals.adminId,
          adminTag: users.tag,
          createdAt: payoutApprovals.createdAt,
        })
        .from(payoutApprovals)
        .innerJoin(users, eq(users.id, payoutApprovals.adminId))
        .where(inArray(payoutApprovals.payoutId, payoutIds))
        .orderBy(payoutApprovals.createdAt);
    },
    async addApproval(db: Executor, payoutId: string, adminId: string): Promise<boolean> {
      const rows = await db
        .insert(payoutApprovals)
        .values({ payoutId, adminId })
        .onConflictDoNothing()
        .returning({ id: payoutApprovals.adminId });
      return rows.length > 0;
    },
    async clearApprovals(db: Executor, payoutId: string): Promise<void> {
      await db.delete(payoutApprovals).where(eq(payoutApprovals.payoutId, payoutId));
    },
    async stats(db: Executor) {
      return queryRows<{ status: PayoutStatus; count: number; kobo: string }>(
        db,
        sql`select status, count(*)::int as count, coalesce(sum(ngn_amount), 0)::text as kobo from payouts group by status`,
      );
    },
    async adminIds(db: Executor): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      return rows.map((r) => r.id);
    },
    /** Processing payouts last touched before `olderThan`, for the sweeper. */
    async stale(db: Executor, olderThan: Date, limit = 100) {
      return db
        .select({ id: payouts.id, status: payouts.status })
        .from(payouts)
        .where(and(inArray(payouts.status, ['pending', 'processing']), lt(payouts.updatedAt, olderThan)))
        .limit(limit);
    },
  };
}
export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
