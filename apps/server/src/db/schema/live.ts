import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './common.js';

/**
 * Live events waiting to be announced (ADR 015). A posting writes its events here inside its own
 * transaction; after the commit a drainer deletes them and sends one NOTIFY per batch, so no
 * money transaction ever holds PostgreSQL's global notify lock.
 */
export const liveOutbox = pgTable('live_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** A JSON array of `{userId, event}` envelopes. */
  payload: text('payload').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
