import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './common.js';

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
    // The back office's user list, newest first, a page after a given user.
    index('users_created_idx').on(t.createdAt, t.id),
    // The back office's search (`ilike '%…%'` on tag or email): trigrams, so it need not read every user.
    index('users_search_idx').using('gin', t.tag.op('gin_trgm_ops'), t.email.op('gin_trgm_ops')),
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
    // Its user exists: checked once per statement by `rows_check_user`, not by a foreign key
    // (ADR 052). Users are never deleted (ADR 051), and a row's user never changes.
    userId: uuid('user_id').notNull(),
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
