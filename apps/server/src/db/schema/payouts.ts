import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, ts } from './common.js';
import { users } from './accounts.js';
import { ledgerTransactions } from './ledger.js';

export const PAYOUT_STATUSES = [
  'requires_approval',
  'pending',
  'processing',
  'completed',
  'failed',
  'reversed',
] as const;

/**
 * Cash-outs to Nigerian bank accounts. The user is debited when the row is created (same
 * transaction); `reference` is the one reference every provider call uses, so a retry at the same
 * provider can never pay twice, and `provider` is set before the first call, so a payout never
 * goes to two providers.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reference: text('reference').notNull(),
    /** The debit posting and the user's withdrawal activity. */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    activityId: uuid('activity_id').notNull(),
    /** What left the wallet: the asset, the amount (before fees) and the fee, in base units. */
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    /** Kobo paid to the bank account. */
    ngnAmount: money('ngn_amount').notNull(),
    /** NGN per whole unit of `asset`, locked when the payout was made; null for NGN. */
    rate: numeric('rate', { precision: 38, scale: 18 }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    requiresApproval: boolean('requires_approval').notNull(),
    /** 0, 1, or 2 for dual approval (maker-checker). */
    approvalsRequired: integer('approvals_required').notNull(),
    kycVerifiedAtRequest: boolean('kyc_verified_at_request').notNull(),
    /** The provider that has (or may have) the transfer; set before it is called. */
    provider: text('provider', { enum: ['paystack', 'flutterwave'] }),
    providerReference: text('provider_reference'),
    /** Providers that refused the transfer before accepting it (so it may go to another). */
    refusedBy: jsonb('refused_by').$type<string[]>().notNull().default([]),
    failureReason: text('failure_reason'),
    rejectedBy: uuid('rejected_by').references(() => users.id),
    sendAttempts: integer('send_attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    index('payouts_user_created_idx').on(t.userId, t.createdAt),
    index('payouts_status_created_idx').on(t.status, t.createdAt),
    check(
      'payouts_status_check',
      sql`${t.status} in ('requires_approval', 'pending', 'processing', 'completed', 'failed', 'reversed')`,
    ),
    check('payouts_amounts_positive', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.ngnAmount} > 0`),
  ],
);

/** One row per admin approval; the key makes the same admin approving twice impossible. */
export const payoutApprovals = pgTable(
  'payout_approvals',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.adminId] })],
);

/** Provider webhooks received; the unique key makes each event count once, however often it comes. */
export const payoutWebhookEvents = pgTable(
  'payout_webhook_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    reference: text('reference').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_webhook_events_key').on(t.provider, t.eventKey)],
);

/**
 * The sandbox providers' own books (they stand in for Paystack's and Flutterwave's servers): the
 * transfers they accepted, by our reference. Never read by our payout logic.
 */
export const payoutSandboxTransfers = pgTable(
  'payout_sandbox_transfers',
  {
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    providerReference: text('provider_reference').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amount: money('amount').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.reference] })],
);

/** Frozen accounts: a row means every outflow from the user's wallets is refused. */
export const accountFreezes = pgTable('account_freezes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  frozenBy: uuid('frozen_by')
    .notNull()
    .references(() => users.id),
  frozenAt: ts('frozen_at').notNull().defaultNow(),
});
