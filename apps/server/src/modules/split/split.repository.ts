import type { PaymentRequestDirection, PaymentRequestItemStatus } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { ledgerAccounts, paymentRequestItems, paymentRequests, users } from '../../db/schema.js';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type PaymentRequestItemRow = typeof paymentRequestItems.$inferSelect;
export type ItemWithTag = PaymentRequestItemRow & { payerTag: string };

/** An item with the request it belongs to, as locked for a status change. */
export interface LockedItem {
  id: string;
  requestId: string;
  payerId: string;
  amount: string;
  status: PaymentRequestItemStatus;
  remindedAt: Date | null;
  requesterId: string;
  asset: string;
  note: string;
}

export function createSplitRepository() {
  return {
    /** Users (any case of their tag) with their wallet for `asset`, in one query. */
    async recipientsByTags(db: Executor, tags: string[], asset: string) {
      if (!tags.length) return [];
      return db
        .select({ userId: users.id, tag: users.tag, walletId: ledgerAccounts.id })
        .from(users)
        .innerJoin(
          ledgerAccounts,
          and(
            eq(ledgerAccounts.userId, users.id),
            eq(ledgerAccounts.asset, asset),
            eq(ledgerAccounts.kind, 'user_wallet'),
          ),
        )
        .where(
          inArray(
            sql`lower(${users.tag})`,
            tags.map((t) => t.toLowerCase()),
          ),
        );
    },

    async insertRequest(db: Executor, values: typeof paymentRequests.$inferInsert): Promise<PaymentRequestRow> {
      const [row] = await db.insert(paymentRequests).values(values).returning();
      return row!;
    },
    async insertItems(db: Executor, values: (typeof paymentRequestItems.$inferInsert)[]) {
      return db.insert(paymentRequestItems).values(values).returning();
    },

    async request(db: Executor, id: string): Promise<(PaymentRequestRow & { requesterTag: string }) | undefined> {
      const [row] = await db
        .select({ request: paymentRequests, requesterTag: users.tag })
        .from(paymentRequests)
        .innerJoin(users, eq(users.id, paymentRequests.requesterId))
        .where(eq(paymentRequests.id, id));
      return row ? { ...row.request, requesterTag: row.requesterTag } : undefined;
    },

    async requests(db: Executor, ids: string[]): Promise<(PaymentRequestRow & { requesterTag: string })[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ request: paymentRequests, requesterTag: users.tag })
        .from(paymentRequests)
        .innerJoin(users, eq(users.id, paymentRequests.requesterId))
        .where(inArray(paymentRequests.id, ids));
      return rows.map((r) => ({ ...r.request, requesterTag: r.requesterTag }));
    },

    async itemsOf(db: Executor, requestIds: string[]): Promise<ItemWithTag[]> {
      if (!requestIds.length) return [];
      const rows = await db
        .select({ item: paymentRequestItems, payerTag: users.tag })
        .from(paymentRequestItems)
        .innerJoin(users, eq(users.id, paymentRequestItems.payerId))
        .where(inArray(paymentRequestItems.requestId, requestIds))
        .orderBy(paymentRequestItems.position);
      return rows.map((r) => ({ ...r.item, payerTag: r.payerTag }));
    },

    /** Locks one item for a status change; undefined when it does not exist. */
    async lockItem(tx: Executor, itemId: string): Promise<LockedItem | undefined> {
      const [row] = await queryRows<{
        id: string;
        request_id: string;
        payer_id: string;
        amount: string;
        status: PaymentRequestItemStatus;
        reminded_at: string | Date | null;
        requester_id: string;
        asset: string;
        note: string;
      }>(
        tx,
        sql`select i.id, i.request_id, i.payer_id, i.amount::text as amount, i.status, i.reminded_at,
                   r.requester_id, r.asset, r.note
              from payment_request_items i join payment_requests r on r.id = i.request_id
             where i.id = ${itemId}
             for update of i`,
      );
      if (!row) return undefined;
      return {
        id: row.id,
        requestId: row.request_id,
        payerId: row.payer_id,
        amount: row.amount,
        status: row.status,
        remindedAt: row.reminded_at === null ? null : new Date(row.reminded_at),
        requesterId: row.requester_id,
        asset: row.asset,
        note: row.note,
      };
    },

    /** Locks the still-pending items of a request. */
    lockPendingItems(tx: Executor, requestId: string) {
      return tx
        .select()
        .from(paymentRequestItems)
        .where(and(eq(paymentRequestItems.requestId, requestId), eq(paymentRequestItems.status, 'pending')))
        .orderBy(paymentRequestItems.id)
        .for('update');
    },

    async updateItem(tx: Executor, id: string, values: Partial<typeof paymentRequestItems.$inferInsert>) {
      await tx
        .update(paymentRequestItems)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(paymentRequestItems.id, id));
    },

    /**
     * Requests the user sent or was asked to pay, newest first. The requester is never one of the
     * payers (refused at creation), so each request has one direction for a given user.
     */
    async listFor(
      db: Executor,
      userId: string,
      q: {
        direction?: PaymentRequestDirection | undefined;
        status?: PaymentRequestItemStatus | undefined;
        limit: number;
      },
    ): Promise<{ id: string; direction: PaymentRequestDirection }[]> {
      // Each direction read newest first from its own index (requests by requester, items by
      // payer), so the cost follows the user's own requests, not everyone's; then the newest of
      // both. An item is written with its request, in its transaction: their created_at are one.
      const sent = sql`select r.id, r.created_at, 'sent' as direction
          from payment_requests r
         where r.requester_id = ${userId}
           ${q.status ? sql`and exists (select 1 from payment_request_items s where s.request_id = r.id and s.status = ${q.status})` : sql``}
         order by r.created_at desc, r.id desc limit ${q.limit}`;
      const received = sql`select r.id, r.created_at, 'received' as direction
          from payment_request_items i join payment_requests r on r.id = i.request_id
         where i.payer_id = ${userId} ${q.status ? sql`and i.status = ${q.status}` : sql``}
         order by i.created_at desc, i.request_id desc limit ${q.limit}`;
      const both =
        q.direction === 'sent'
          ? sql`(${sent})`
          : q.direction === 'received'
            ? sql`(${received})`
            : sql`(${sent}) union all (${received})`;
      return queryRows<{ id: string; direction: PaymentRequestDirection }>(
        db,
        sql`select id, direction from (${both}) x order by created_at desc, id desc limit ${q.limit}`,
      );
    },
  };
}
export type SplitRepository = ReturnType<typeof createSplitRepository>;
