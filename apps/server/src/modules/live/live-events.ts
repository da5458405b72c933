import type { LiveEvent } from '@app/contract';
import { afterCommit } from '../../db/after-commit.js';
import type { Executor } from '../../db/client.js';
import { liveOutbox } from '../../db/schema.js';

export const LIVE_CHANNEL = 'wallet_live_events';

export interface LiveEnvelope {
  userId: string;
  event: LiveEvent;
}

const committed = new Set<() => void>();

/** Called after a transaction that wrote live events commits (see `live-outbox.ts`). */
export function onLiveEventsCommitted(listener: () => void): () => void {
  committed.add(listener);
  return () => committed.delete(listener);
}

/**
 * Queues live events inside the caller's transaction (the outbox, ADR 015): they exist only if
 * it commits, and they are announced to every server instance right after it does.
 */
export async function publishLive(db: Executor, envelopes: LiveEnvelope[]): Promise<void> {
  if (!envelopes.length) return;
  await db.insert(liveOutbox).values({ payload: JSON.stringify(envelopes) });
  announceAfterCommit(db);
}

/** For writers that put rows in `live_outbox` themselves (the ledger's one-statement posting). */
export function announceAfterCommit(db: Executor): void {
  afterCommit(db, () => {
    for (const listener of committed) listener();
  });
}
