import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tag: text('tag').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    kycStatus: text('kyc_status', { enum: ['none', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('none'),
    address: text('address'),
    photo: text('photo'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    lastLogin: ts('last_login'),
    /** BIP-44 address index of the user's deposit addresses; assigned once, never reused. */
    custodyIndex: serial('custody_index').notNull(),
  },
  (t) => [
    uniqueIndex('users_tag_lower_key').on(sql`lower(${t.tag})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_kyc_status_check', sql`${t.kycStatus} in ('none', 'pending', 'verified', 'rejected')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Small key/value facts about this installation (e.g. whether demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

const money = (name: string) => numeric(name, { precision: 78, scale: 0 });

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
      enum: ['user_wallet', 'fees', 'treasury', 'external', 'clearing', 'hot_wallet'],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    balance: money('balance').notNull().default('0'),
    /** Deposit address on the asset's chain, for user wallets. */
    address: text('address'),
    autoConvertThreshold: money('auto_convert_threshold'),
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
  (t) => [uniqueIndex('ledger_transactions_source_reference_key').on(t.source, t.reference)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset').notNull(),
    /** Signed: positive credits the account, negative debits it. */
    amount: money('amount').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/** The user-facing view of ledger transactions: one row per user involved. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    type: text('type', { enum: ['deposit', 'withdrawal', 'transfer_in', 'transfer_out'] }).notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default('0'),
    /** USD value at the time of the transaction, in cents. */
    usdCents: money('usd_cents').notNull(),
    reference: text('reference').notNull(),
    counterpartyUserId: uuid('counterparty_user_id').references(() => users.id),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    chain: text('chain'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activities_seq_key').on(t.seq),
    index('activities_user_seq_idx').on(t.userId, t.seq),
    index('activities_transaction_idx').on(t.transactionId),
  ],
);

/** Idempotency keys per user: the first response is stored and replayed. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
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

/** How far each chain's deposit watcher has scanned. */
export const chainCursors = pgTable('chain_cursors', {
  chain: text('chain').primaryKey(),
  lastScannedBlock: bigint('last_scanned_block', { mode: 'bigint' }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Next nonce of the platform hot wallet per chain; its row lock serialises nonce allocation. */
export const hotWalletNonces = pgTable('hot_wallet_nonces', {
  chain: text('chain').primaryKey(),
  nextNonce: bigint('next_nonce', { mode: 'bigint' }),
});

/** On-chain withdrawals from the hot wallet: signed inside the ledger transaction, then broadcast. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    chain: text('chain').notNull(),
    asset: text('asset').notNull(),
    toAddress: text('to_address').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    txHash: text('tx_hash').notNull(),
    rawTx: text('raw_tx').notNull(),
    status: text('status', { enum: ['signed', 'broadcast', 'completed', 'failed'] }).notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_chain_tx_hash_key').on(t.chain, t.txHash),
    index('withdrawals_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('signed', 'broadcast')`),
  ],
);

/** Files users upload (KYC documents). The bytes live in the storage adapter under `storageKey`. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Judged from the content's magic bytes, never from the client's claim. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Random, server-chosen; the client's file name never reaches the storage. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_storage_key_key').on(t.storageKey), index('uploads_owner_idx').on(t.ownerId)],
);

/** Identity verification submissions; the latest one per user is the current one. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] }).notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    bvn: text('bvn'),
    idDocumentId: uuid('id_document_id')
      .notNull()
      .references(() => uploads.id),
    proofOfAddressId: uuid('proof_of_address_id')
      .notNull()
      .references(() => uploads.id),
    /** What the KYC-check provider found, for the reviewer. */
    checkResult: jsonb('check_result').$type<Record<string, unknown>>(),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
    // At most one submission under review per user, whatever races.
    uniqueIndex('kyc_submissions_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('kyc_submissions_status_check', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);

/** Every admin action: who did what to which object, when, and the state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_actor_idx').on(t.actorId)],
);

/** Per-user settings; no row means the spec's defaults. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifyTransactions: boolean('notify_transactions').notNull().default(true),
  notifySecurity: boolean('notify_security').notNull().default(true),
  notifyPriceAlerts: boolean('notify_price_alerts').notNull().default(false),
  notifyMarketing: boolean('notify_marketing').notNull().default(false),
  notifyWeeklyReports: boolean('notify_weekly_reports').notNull().default(true),
  /** null: follow the device. */
  darkMode: boolean('dark_mode'),
  localCurrency: text('local_currency', { enum: ['NGN', 'USD'] })
    .notNull()
    .default('NGN'),
  hideBalances: boolean('hide_balances').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Two-factor sign-in (TOTP). Secrets are stored encrypted (AES-256-GCM with SECRETS_KEY). */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed secret; sign-in needs a code while `enabledAt` is set. */
  secret: text('secret'),
  /** A secret shown during setup, until a code confirms it. */
  pendingSecret: text('pending_secret'),
  enabledAt: ts('enabled_at'),
  /** The last time step whose code was accepted: a code works once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
