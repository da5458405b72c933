import { sql } from 'drizzle-orm';
import { check, index, integer, json, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './common.js';

/** `failed`: every attempt failed; kept with its last error for support, never tried again. */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * Emails to send, written in the same transaction as the event they tell about (a transactional
 * outbox): a bill paid and its email commit together, or neither does. A repeating job sends what
 * is due, in batches (ADR 020); `dedupe_key` names the event (`bill_paid:<payment id>`), so one
 * event is one email however often the code that records it runs. What the email says is in
 * `email_bodies`: a row here is written three times (queued, taken, sent), and narrow (ADR 027).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Its user exists: checked once per statement by `rows_check_user`, not by a foreign key
    // (ADR 052). Users are never deleted (ADR 051), and an email's user never changes.
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set while a worker holds the row. */
    claimedAt: ts('claimed_at'),
    /**
     * When the row may next be taken: now for a new email, after the backoff for a failed one, and
     * at the end of the lease for one being sent (a worker that died frees it then).
     */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key').on(t.dedupeKey),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * What an email says, written once with its outbox row and gone with it: its parts (heading,
 * paragraphs, facts, button; everything but the subject), laid out as text and HTML when it is
 * sent (ADR 035). Emails queued before ADR 035 hold their text and HTML instead.
 */
export const emailBodies = pgTable(
  'email_bodies',
  {
    // Its email exists (`email_bodies_check_email`) and a body goes with its email
    // (`email_outbox_delete_bodies`): statement triggers, not a foreign key (ADR 052).
    emailId: uuid('email_id').primaryKey(),
    parts: json('parts'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
  },
  (t) => [
    check(
      'email_bodies_content_check',
      sql`${t.parts} is not null or (${t.textBody} is not null and ${t.htmlBody} is not null)`,
    ),
  ],
);
