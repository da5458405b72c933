import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, ts } from './common.js';
import { users } from './accounts.js';

/**
 * A tier an admin set by hand (audited). Without a row the tier follows the user's KYC: verified
 * is tier 1, verified with a BVN the registry found under the same name is tier 2.
 */
export const userTiers = pgTable(
  'user_tiers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: smallint('tier').notNull(),
    reason: text('reason').notNull(),
    setBy: uuid('set_by').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('user_tiers_tier_check', sql`${t.tier} between 0 and 3`)],
);

/**
 * What each user has sent out per day (Africa/Lagos), in kobo at the rates of each send. The row
 * is also the lock that serialises a user's outflows, whatever asset they are in.
 */
export const dailyOutflows = pgTable(
  'daily_outflows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    usedKobo: money('used_kobo').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check('daily_outflows_used_check', sql`${t.usedKobo} >= 0`)],
);

export const BENEFICIARY_KINDS = ['tag', 'wallet', 'bank'] as const;

/** Saved recipients: a tag, a wallet address on a chain, or a bank account with its resolved name. */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BENEFICIARY_KINDS }).notNull(),
    /** One saved recipient per user and key, e.g. `tag:ada`, `wallet:base:0x…`, `bank:058:0123456785`. */
    key: text('key').notNull(),
    label: text('label'),
    tag: text('tag'),
    chain: text('chain'),
    address: text('address'),
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('beneficiaries_user_key').on(t.userId, t.key),
    index('beneficiaries_user_used_idx').on(t.userId, t.lastUsedAt),
    check('beneficiaries_kind_check', sql`${t.kind} in ('tag', 'wallet', 'bank')`),
  ],
);
