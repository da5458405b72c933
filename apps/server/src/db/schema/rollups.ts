import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { money, ts } from './common.js';

/**
 * The back office's all-time sums, folded up to a watermark so that a read adds only what came
 * after it (ADR 058). One row. Activities with `seq` ≤ `activity_seq` and entries with `id` ≤
 * `entry_id` are in the sums; `mark_*` is the next watermark, taken at `mark_at` and folded once
 * every transaction that could still write below it has ended.
 */
export const adminRollupState = pgTable(
  'admin_rollup_state',
  {
    id: integer('id').primaryKey(),
    activitySeq: bigint('activity_seq', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Completed volume in USD cents (every completed activity but a transfer's receiving side). */
    volumeCents: money('volume_cents').notNull().default('0'),
    markActivitySeq: bigint('mark_activity_seq', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    markEntryId: bigint('mark_entry_id', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    markAt: ts('mark_at')
      .notNull()
      .default(sql`'-infinity'`),
    foldedAt: ts('folded_at'),
  },
  () => [check('admin_rollup_state_one_row', sql`id = 1`)],
);

/** Each user's folded completed volume, for the top users. */
export const adminUserVolume = pgTable(
  'admin_user_volume',
  {
    userId: uuid('user_id').primaryKey(),
    cents: money('cents').notNull(),
    transactions: integer('transactions').notNull(),
  },
  (t) => [index('admin_user_volume_top_idx').on(t.cents.desc(), t.userId)],
);

/**
 * What an activity's change of status (or value) did to the volume, written by the
 * `activities_admin_volume` trigger in the changing transaction. Reads add those on folded
 * activities; a fold absorbs them.
 */
export const adminVolumeAdjustments = pgTable('admin_volume_adjustments', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  activitySeq: bigint('activity_seq', { mode: 'bigint' }).notNull(),
  userId: uuid('user_id').notNull(),
  /** The activity's Lagos day and type, for the daily series. */
  day: date('day').notNull(),
  type: text('type').notNull(),
  cents: money('cents').notNull(),
  transactions: integer('transactions').notNull(),
});

/** Each platform account's folded entries (platform accounts keep no running balance). */
export const adminPlatformTotals = pgTable('admin_platform_totals', {
  accountId: uuid('account_id').primaryKey(),
  total: money('total').notNull(),
});

/** Completed volume per Lagos day and activity type, folded (the analytics' series). */
export const adminDailyVolume = pgTable(
  'admin_daily_volume',
  { day: date('day').notNull(), type: text('type').notNull(), cents: money('cents').notNull() },
  (t) => [primaryKey({ columns: [t.day, t.type] })],
);

/** Net entries into the fee accounts per Lagos day and asset, folded (the analytics' series). */
export const adminDailyFees = pgTable(
  'admin_daily_fees',
  { day: date('day').notNull(), asset: text('asset').notNull(), total: money('total').notNull() },
  (t) => [primaryKey({ columns: [t.day, t.asset] })],
);
