import type { TransactionDetails } from '@app/contract';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, billPayments, type BillPaymentRowStatus } from '../../db/schema.js';

export type BillPaymentRow = typeof billPayments.$inferSelect;
const OPEN: BillPaymentRowStatus[] = ['initiated', 'pending'];

export function createBillsRepository() {
  return {
    async insert(db: Executor, values: typeof billPayments.$inferInsert): Promise<BillPaymentRow> {
      const [row] = await db.insert(billPayments).values(values).returning();
      return row!;
    },
    async find(db: Executor, id: string): Promise<BillPaymentRow | undefined> {
      const [row] = await db.select().from(billPayments).where(eq(billPayments.id, id));
      return row;
    },
    async findByRequestId(db: Executor, requestId: string): Promise<BillPaymentRow | undefined> {
      const [row] = await db.select().from(billPayments).where(eq(billPayments.requestId, requestId));
      return row;
    },
    async findForUser(db: Executor, userId: string, id: string): Promise<BillPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(billPayments)
        .where(and(eq(billPayments.id, id), eq(billPayments.userId, userId)));
      return row;
    },
    listForUser(db: Executor, userId: string, limit: number) {
      return db
        .select()
        .from(billPayments)
        .where(eq(billPayments.userId, userId))
        .orderBy(desc(billPayments.createdAt), desc(billPayments.id))
        .limit(limit);
    },
    /** Locks a payment that is not final yet; undefined once it is delivered or failed. */
    async lockOpen(tx: Executor, id: string): Promise<BillPaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(billPayments)
        .where(and(eq(billPayments.id, id), inArray(billPayments.status, OPEN)))
        .for('update');
      return row;
    },
    async update(tx: Executor, id: string, values: Partial<typeof billPayments.$inferInsert>) {
      await tx
        .update(billPayments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(billPayments.id, id));
    },
    /** Open payments nobody has looked at for `olderThanSeconds` (for the sweeper). */
    stale(db: Executor, olderThanSeconds: number, limit: number) {
      return db
        .select({ id: billPayments.id })
        .from(billPayments)
        .where(
          and(
            inArray(billPayments.status, OPEN),
            lt(billPayments.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        )
        .orderBy(billPayments.updatedAt)
        .limit(limit);
    },
    /** The token and units reach the user's activity row once the biller delivers. */
    async setActivityDetails(tx: Executor, activityId: string, details: TransactionDetails) {
      await tx
        .update(activities)
        .set({ details, updatedAt: sql`now()` })
        .where(eq(activities.id, activityId));
    },
  };
}
export type BillsRepository = ReturnType<typeof createBillsRepository>;
