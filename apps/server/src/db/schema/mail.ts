import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './common.js';
import { users } from './accounts.js';

export const EMAIL_STATUSES = ['pending', 'sending', 'sent'] as const;

/**
 * Emails to send, written in the same transaction as the event they tell about (a transactional
 * outbox): a bill paid and its email commit together, or neither does. A pg-boss job sends each
 * row; `dedupe_key` names the event (`bill_paid:<payment id>`), so one event is one email however
 * often the code that records it runs.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set while a worker holds the row; a claim older than the lease is taken over (the worker died). */
    claimedAt: ts('claimed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key').on(t.dedupeKey),
    index('email_outbox_user_idx').on(t.userId),
    index('email_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'sent'`),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent')`),
  ],
);
