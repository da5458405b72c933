import type { LiveEvent } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export const LIVE_CHANNEL = 'wallet_live_events';

export interface LiveEnvelope {
  userId: string;
  event: LiveEvent;
}

/**
 * Queues a live event inside the caller's transaction. PostgreSQL delivers NOTIFY only when the
 * transaction commits (and never if it rolls back), to every server instance listening.
 */
export async function publishLive(db: Executor, envelopes: LiveEnvelope[]): Promise<void> {
  if (!envelopes.length) return;
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(envelopes)})`);
}
