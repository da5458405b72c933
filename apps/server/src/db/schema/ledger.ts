import { transactionType, type TransactionDetails, type TransactionType } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  json,
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

/**
 * Ledger accounts. User wallets keep a running balance that may never go negative; platform
 * accounts (fees, treasury, external world, clearing, hot wallets) keep none: their balance is
 * the sum of their entries, so they are never a hot row that serialises every transfer.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['user_wallet', 'fees', 'treasury', 'external', 'clearing', 'hot_wallet', 'bill_clearing'],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    balance: money('balance').notNull().default('0'),
    /** Deposit address on the asset's chain, for user wallets. */
    address: text('address'),
    autoConvertThreshold: money('auto_convert_threshold'),
    /** Kobo per whole unit: an auto-conversion waits while the rate is below it. */
    autoConvertMinRate: money('auto_convert_min_rate'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_user_balance_non_negative', sql`${t.kind} <> 'user_wallet' or ${t.balance} >= 0`),
    check('ledger_accounts_user_wallet_has_user', sql`(${t.kind} = 'user_wallet') = (${t.userId} is not null)`),
    uniqueIndex('ledger_accounts_user_asset_key')
      .on(t.userId, t.asset)
      .where(sql`${t.kind} = 'user_wallet'`),
    uniqueIndex('ledger_accounts_platform_key')
      .on(t.kind, t.asset)
      .where(sql`${t.userId} is null`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Stable public reference (the chain hash for on-chain movements). */
    reference: text('reference').notNull(),
    /** Where an external reference came from (e.g. 'sandbox-funding', 'evm:base'): unique with it. */
    source: text('source').notNull().default('internal'),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_source_reference_key').on(t.source, t.reference),
    // Rows arrive in time order, so a block range index finds a day's (the back office's count of
    // today) for almost nothing on insert: the newest ranges are not summarised until a vacuum.
    index('ledger_transactions_created_brin').using('brin', t.createdAt).with({ autosummarize: true }),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // Its transaction and account exist: checked once per statement by `ledger_check_balanced`,
    // not by foreign keys (ADR 051). Neither is ever deleted.
    transactionId: uuid('transaction_id').notNull(),
    accountId: uuid('account_id').notNull(),
    asset: text('asset').notNull(),
    /** Signed: positive credits the account, negative debits it. */
    amount: money('amount').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // By account, then time: a wallet's entries over a period (portfolio history) are one range.
    index('ledger_entries_account_created_idx').on(t.accountId, t.createdAt),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/** The user-facing view of ledger transactions: one row per user involved. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    // Its user, counterparty and transaction exist: checked once per statement by
    // `activities_check_parents`, not by foreign keys (ADR 051). None of them is ever deleted.
    userId: uuid('user_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    type: text('type', { enum: transactionType.options as [TransactionType, ...TransactionType[]] }).notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default('0'),
    /** USD value at the time of the transaction, in cents. */
    usdCents: money('usd_cents').notNull(),
    reference: text('reference').notNull(),
    counterpartyUserId: uuid('counterparty_user_id'),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    chain: text('chain'),
    /** Kind-specific facts shown with the transaction (see the contract's `transactionDetails`). */
    details: jsonb('details').$type<TransactionDetails>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activities_seq_key').on(t.seq),
    index('activities_user_seq_idx').on(t.userId, t.seq),
    index('activities_transaction_idx').on(t.transactionId),
    // The dashboard's lifetime deposits and withdrawals, read from the index alone. Transfers, most
    // of the rows and all of the money path's, are not in it.
    index('activities_user_lifetime_idx')
      .on(t.userId, t.asset, t.type, t.amount)
      .where(sql`${t.status} = 'completed' and ${t.type} in ('deposit', 'withdrawal')`),
    // The few pending and failed rows, for the history filtered by those statuses.
    index('activities_user_unfinished_idx')
      .on(t.userId, t.seq)
      .where(sql`${t.status} <> 'completed'`),
    // The back office's recent days (active users, analytics), as on ledger_transactions.
    index('activities_created_brin').using('brin', t.createdAt).with({ autosummarize: true }),
  ],
);

/** Idempotency keys per user: the first response is stored and replayed. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // Its user exists: checked once per statement by `rows_check_user`, not by a foreign key
    // (ADR 052). Users are never deleted (ADR 051), and a key's user never changes.
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    /**
     * The answer as it was sent, kept as text (`json`), not parsed into `jsonb`: it is only ever
     * replayed whole, and parsing it took 3–10% of a posting batch's write (ADR 053).
     */
    responseBody: json('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Reference prices with their history: `base` priced in `quote` (ETH/USD, USD/NGN). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 38, scale: 18 }).notNull(),
    source: text('source').notNull(),
    setBy: uuid('set_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('price_history_pair_idx').on(t.base, t.quote, t.id),
    check('price_history_rate_positive', sql`${t.rate} > 0`),
  ],
);
