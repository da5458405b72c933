import type { Db, Executor } from '../../db/client.js';
import { q, raw, run } from '../../db/prepared.js';
import { LIVE_CHANNEL, onLiveEventsCommitted, type LiveEnvelope } from './live-events.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7_500;
const BATCH_ROWS = 500;
const SWEEP_MS = 1_000;

/** Packs envelopes, in order, into JSON arrays that each fit one NOTIFY. */
export function notifyPayloads(envelopes: LiveEnvelope[], maxBytes = MAX_NOTIFY_BYTES): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const envelope of envelopes) {
    const text = JSON.stringify(envelope);
    const bytes = Buffer.byteLength(text) + 1;
    if (bytes + 2 > maxBytes) continue; // cannot be sent; events are hints, clients resync
    if (current.length && size + bytes > maxBytes) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(text);
    size += bytes;
  }
  if (current.length) payloads.push(`[${current.join(',')}]`);
  return payloads;
}

/**
 * The drain's announcement: sends payloads on the live channel, in order (unnest keeps the array's
 * order; the NOTIFYs of one transaction arrive in order), and lets the drain's transaction commit
 * without waiting for the disk (ADR 025): were its delete lost in a crash, the sweep would announce
 * these events again, and a client may get a live event twice. The setting ends with the
 * transaction. Only the drain calls this: in a transaction that moves money it would make that
 * money's commit stop waiting for the disk too.
 */
export async function announceDrained(tx: Executor, payloads: string[]): Promise<void> {
  await run(
    tx,
    q`select set_config('synchronous_commit', 'off', true), pg_notify(${LIVE_CHANNEL}, p)
        from unnest(${payloads}::text[]) as p`,
  );
}

/**
 * Announces the live outbox (ADR 015): deletes committed events in batches (SKIP LOCKED, so
 * several instances never announce one event twice) and sends them with one NOTIFY per batch in
 * the same transaction, so an event is removed exactly when it is sent. Runs right after each
 * local commit that wrote events, and every second for events whose writer died before it could.
 */
export function createLiveOutbox(db: Db, onError: (error: unknown) => void = () => {}) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  async function drainBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      // Prepared statements (ADR 019), planned once (ADR 024): a drain follows most commits.
      const rows = await run<{ id: string; payload: string }>(
        tx,
        q`delete from live_outbox where id in (
            select id from live_outbox order by id limit ${raw(String(BATCH_ROWS))} for update skip locked)
          returning id, payload`,
      );
      if (!rows.length) return 0;
      const envelopes = rows
        .sort((a, b) => Number(a.id) - Number(b.id))
        .flatMap((r) => JSON.parse(r.payload) as LiveEnvelope[]);
      const payloads = notifyPayloads(envelopes);
      if (payloads.length) await announceDrained(tx, payloads);
      return rows.length;
    });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        while ((await drainBatch()) === BATCH_ROWS && !stopped);
      } catch (error) {
        onError(error); // the database is away: the sweep tries again
        return;
      }
    } while (again && !stopped);
  }

  /** Drains now, or once more after the drain already running. */
  function nudge(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => (running = undefined));
  }

  return {
    nudge,
    start(): void {
      stopped = false;
      unsubscribe = onLiveEventsCommitted(nudge);
      timer = setInterval(nudge, SWEEP_MS);
      timer.unref();
      nudge();
    },
    async stop(): Promise<void> {
      stopped = true;
      unsubscribe?.();
      clearInterval(timer);
      await running;
    },
  };
}
