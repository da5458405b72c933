import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, ts } from './common.js';
import { users } from './accounts.js';
import { ledgerTransactions } from './ledger.js';

/** A request to collect shares of a total: one item per person asked. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    asset: text('asset').notNull(),
    totalAmount: money('total_amount').notNull(),
    method: text('method', { enum: ['equal', 'percentage', 'custom'] }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_requests_requester_idx').on(t.requesterId, t.createdAt)],
);

export const PAYMENT_REQUEST_ITEM_STATUSES = ['pending', 'paid', 'declined', 'cancelled'] as const;

/** One person's share of a payment request. Only `pending` moves, and only once. */
export const paymentRequestItems = pgTable(
  'payment_request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => paymentRequests.id),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id),
    /** The recipient's row in the request as it was made (the order shares were worked out in). */
    position: integer('position').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: PAYMENT_REQUEST_ITEM_STATUSES }).notNull().default('pending'),
    /** The payment (a transfer from payer to requester), once paid. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    reference: text('reference'),
    remindedAt: ts('reminded_at'),
    reminderCount: integer('reminder_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_request_items_request_payer_key').on(t.requestId, t.payerId),
    index('payment_request_items_payer_idx').on(t.payerId, t.createdAt),
    check('payment_request_items_amount_positive', sql`${t.amount} > 0`),
    check('payment_request_items_paid_has_transaction', sql`(${t.status} = 'paid') = (${t.transactionId} is not null)`),
  ],
);
