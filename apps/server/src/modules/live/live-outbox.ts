import { setTimeout } from 'node:timers/promises';
import type { Db } from '../../db/client.js';
import { COMMIT_WITHOUT_FLUSH, q, raw, runThenCommit } from '../../db/prepared.js';
import { LIVE_CHANNEL, onLiveEventsCommitted } from './live-events.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7_500;
const BATCH_ROWS = 500;
const SWEEP_MS = 1_000;
/**
 * A drain starts this long after the commit that asked for it, and takes the events of every commit
 * meanwhile: at 450 sends a second, one drain for several batches instead of one each (ADR 040:
 * PostgreSQL's CPU per transfer about 5% lower). A live event is a hint; 10 ms later is unseen.
 */
const DRAIN_DELAY_MS = 10;

/**
 * Envelopes are packed into NOTIFYs by their running byte count: a NOTIFY takes the envelopes whose
 * running total ends in one stretch of `PART_BYTES`, so it holds less than `PART_BYTES` plus its
 * first envelope. An envelope of `PART_BYTES` or more (none comes near) is dropped: events are
 * hints, and clients resync.
 */
const PART_BYTES = Math.floor(MAX_NOTIFY_BYTES / 2) - 2;

/**
 * A drain in one statement (ADR 034): takes up to `BATCH_ROWS` committed rows (SKIP LOCKED, so
 * several instances never announce one event twice), deletes them and sends their envelopes in
 * order, packed into NOTIFYs that fit (one transaction's NOTIFYs arrive in the order made), so an
 * event is removed exactly when it is sent. Its transaction commits without waiting for the disk
 * (ADR 025): were the delete lost in a crash, the sweep would announce these events again, and a
 * client may get a live event twice. The setting ends with the transaction; nothing else may use
 * it, since in a transaction that moves money it would make that commit stop waiting for the disk.
 * The final select counts `sent` on purpose: PostgreSQL runs a plain SELECT CTE only if it is read.
 */
export const DRAIN_STATEMENT = q`
  with drained as (
    delete from live_outbox where id in (
      select id from live_outbox order by id limit ${raw(String(BATCH_ROWS))} for update skip locked)
    returning id, payload),
  envelopes as (
    select e.value::text as text, sum(octet_length(e.value::text) + 1) over (order by d.id, e.ord) as upto
      from drained d, json_array_elements(d.payload::json) with ordinality as e(value, ord)
     where octet_length(e.value::text) < ${raw(String(PART_BYTES))}),
  payloads as (
    select '[' || string_agg(text, ',' order by upto) || ']' as payload
      from envelopes
     group by (upto - 1) / ${raw(String(PART_BYTES))}
     order by (upto - 1) / ${raw(String(PART_BYTES))}),
  sent as (select pg_notify(${raw(`'${LIVE_CHANNEL}'`)}, payload) from payloads)
  select (select count(*) from drained)::int as rows, (select count(*) from sent)::int as notifies,
         ${COMMIT_WITHOUT_FLUSH} as synchronous_commit`;

/**
 * Announces the live outbox (ADR 015) with `DRAIN_STATEMENT`, batch after batch: right after each
 * local commit that wrote events, and every second for events whose writer died before it could.
 */
export function createLiveOutbox(db: Db, onError: (error: unknown) => void = () => {}) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  /** One drain: BEGIN, the statement and COMMIT go out in one write (ADR 023, 031), one round trip. */
  async function drainBatch(): Promise<number> {
    return db.transaction(async (tx) => (await runThenCommit<{ rows: number }>(tx, DRAIN_STATEMENT))[0]!.rows);
  }

  async function drain(): Promise<void> {
    do {
      await setTimeout(DRAIN_DELAY_MS);
      if (stopped) return;
      // A nudge from here on is for a commit this drain may not see: it asks for another.
      again = false;
      try {
        while ((await drainBatch()) === BATCH_ROWS && !stopped);
      } catch (error) {
        onError(error); // the database is away: the sweep tries again
        return;
      }
    } while (again && !stopped);
  }

  /** Drains soon, or once more after the drain already running. */
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
