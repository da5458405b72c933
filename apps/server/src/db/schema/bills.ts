import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, ts } from './common.js';
import { users } from './accounts.js';
import { activities, ledgerTransactions } from './ledger.js';

export const BILL_PAYMENT_STATUSES = ['initiated', 'pending', 'delivered', 'failed'] as const;
export type BillPaymentRowStatus = (typeof BILL_PAYMENT_STATUSES)[number];

/**
 * Bill payments. `initiated`: the user was debited and the request id is ours, the biller may or
 * may not have it yet; `pending`: the biller has it and has not finished; `delivered` / `failed`
 * are final and each is settled in the ledger exactly once (unique posting references).
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The debit: amount + fee from the user's NGN wallet into bill clearing and fees. */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    /** Our public reference (what the user sees as the transaction id). */
    reference: text('reference').notNull(),
    /** The aggregator's request id: Lagos `YYYYMMDDHHmm` then random characters; unique per payment. */
    requestId: text('request_id').notNull(),
    category: text('category').notNull(),
    provider: text('provider').notNull(),
    providerName: text('provider_name').notNull(),
    accountNumber: text('account_number').notNull(),
    customerName: text('customer_name'),
    variationCode: text('variation_code'),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: text('status', { enum: BILL_PAYMENT_STATUSES }).notNull(),
    token: text('token'),
    units: text('units'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    requeryCount: integer('requery_count').notNull().default(0),
    lastCheckedAt: ts('last_checked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('bill_payments_request_id_key').on(t.requestId),
    index('bill_payments_user_created_idx').on(t.userId, t.createdAt),
    index('bill_payments_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('initiated', 'pending')`),
    check('bill_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The sandbox biller's own books (a stand-in for the aggregator's database, so its answers survive
 * a restart and are the same on every instance). Only the sandbox reads or writes it.
 */
export const sandboxBillerOrders = pgTable(
  'sandbox_biller_orders',
  {
    requestId: text('request_id').primaryKey(),
    serviceId: text('service_id').notNull(),
    accountNumber: text('account_number').notNull(),
    variationCode: text('variation_code'),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull(),
    token: text('token'),
    units: text('units'),
    transactionId: text('transaction_id').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('sandbox_biller_orders_customer_idx').on(t.serviceId, t.accountNumber, t.createdAt)],
);
