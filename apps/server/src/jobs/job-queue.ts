import PgBoss from 'pg-boss';
import type { Database, Executor } from '../db/client.js';
import { queryRows } from '../db/raw.js';
import { sqlWithParams } from './sql-with-params.js';

/** Jobs of one batch that run at the same time. */
const BATCH_LANES = 8;

export interface QueueOptions {
  /** Attempts after the first failure (default 5), spaced by `retryDelaySeconds` with exponential backoff. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer than this is failed (and retried): a worker that died frees its job after it. */
  expireInSeconds?: number;
  /**
   * `short`: per singleton key, at most one job queued, across every instance; how many run is not
   * limited. Not pg-boss's `stately` (one queued and one running): a job left active by a process
   * that died blocks the next job of its key until it expires, and pg-boss's fetch then fails on
   * that job and starts no job of the queue at all, whatever its key (a fetch is all or nothing),
   * for minutes. So every handler of a keyed queue is safe to run twice at once.
   */
  policy?: 'standard' | 'short';
  /**
   * Jobs fetched per poll (default 1), run a few at a time. A worker polls at most once a
   * `pollSeconds` while it finds work, so this bounds a queue's rate per process: batchSize/s.
   */
  batchSize?: number;
}

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists only if it commits (transactional outbox). */
  tx?: Executor;
  startAfterSeconds?: number;
  /** With a `short` queue, identifies the thing the job is about (one queued at a time). */
  singletonKey?: string;
  /** A stable id makes a send idempotent: the same id is enqueued once. Must be a UUID. */
  id?: string;
}

interface Definition {
  name: string;
  handler: (data: object) => Promise<void>;
  options: QueueOptions;
  everySeconds?: number;
}

export interface JobQueueStatus {
  running: boolean;
  workers: boolean;
  queues: { name: string; queued: number; active: number; failed: number; lastError?: string }[];
}

/**
 * Background work on pg-boss, over our own database (PostgreSQL or the embedded PGlite): retries
 * with backoff, exactly-once claims (`SKIP LOCKED`), schedules, and jobs enqueued in the same
 * transaction as the change that needs them. Features `define` their queues while the container
 * is built; `init` creates them; `startWorkers` runs them (the server does, tests may not).
 */
export function createJobQueue(database: Database, options: { pollSeconds?: number; onError?: (e: unknown) => void }) {
  // pg-boss records a job's completion or failure without awaiting it, so its `stop` can return
  // while that write is in flight: `stop` waits for these before the database may close.
  const inFlight = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const query = database.executeSql(text, values);
        const settled = query.catch(() => {});
        inFlight.add(settled);
        void settled.then(() => inFlight.delete(settled));
        return query;
      },
    },
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    schedule: false,
    // The embedded database is one connection: keep pg-boss's own chatter low there.
    monitorStateIntervalSeconds: database.driver === 'pglite' ? 60 : 30,
    maintenanceIntervalSeconds: 120,
  });
  // pg-boss's own failures (a fetch or maintenance that failed): reported where `startWorkers` says.
  let onError = options.onError ?? (() => {});
  boss.on('error', (error: unknown) => onError(error));
  const pollSeconds = options.pollSeconds ?? 1;
  const definitions = new Map<string, Definition>();
  const retired = new Set<string>();
  const lastErrors = new Map<string, string>();
  let started = false;
  let working = false;
  let stopping = false;

  function define<T extends object>(name: string, handler: (data: T) => Promise<void>, queue: QueueOptions = {}) {
    if (started) throw new Error(`queue ${name} defined after the job queue started`);
    if (definitions.has(name)) throw new Error(`queue ${name} defined twice`);
    definitions.set(name, { name, handler: handler as (data: object) => Promise<void>, options: queue });
  }

  async function send(name: string, data: object, opts: SendOptions = {}): Promise<string | null> {
    if (!definitions.has(name)) throw new Error(`unknown queue ${name}`);
    const sendOptions: PgBoss.SendOptions = {
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.id ? { id: opts.id } : {}),
    };
    if (opts.tx) {
      const tx = opts.tx;
      sendOptions.db = {
        executeSql: async (text, values) => ({ rows: await queryRows(tx, sqlWithParams(text, values)) }),
      };
    }
    return boss.send(name, data, sendOptions);
  }

  async function runOne(definition: Definition, job: PgBoss.Job<object>) {
    try {
      await definition.handler(job.data);
      lastErrors.delete(definition.name);
    } catch (error) {
      lastErrors.set(definition.name, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  return {
    define,
    send,

    /**
     * A job that repeats every `seconds`, one run queued at a time across all instances. The next
     * run is queued when one ends, whether it succeeded or not. Runs overlap only while a process
     * that starts queues its first run beside one that is running, or beside one left active by a
     * process that died (which must not stop the repeats, ADR 007): handlers are safe to overlap.
     */
    every(name: string, seconds: number, handler: () => Promise<void>, queue: QueueOptions = {}) {
      define(
        name,
        async () => {
          try {
            await handler();
          } finally {
            if (!stopping) await send(name, {}, { singletonKey: name, startAfterSeconds: seconds }).catch(onError);
          }
        },
        { retryLimit: 0, expireInSeconds: Math.max(60, seconds * 10), ...queue, policy: 'short' },
      );
      definitions.get(name)!.everySeconds = seconds;
    },

    /** A queue no longer used: `init` deletes it with any jobs left in it (their work moved elsewhere). */
    retire(name: string) {
      if (definitions.has(name)) throw new Error(`queue ${name} is defined; it cannot be retired`);
      retired.add(name);
    },

    /** Installs pg-boss's schema (once per database), creates every defined queue and deletes retired ones. */
    async init(): Promise<void> {
      if (started) return;
      await boss.start();
      started = true;
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      for (const d of definitions.values()) {
        const queue: PgBoss.Queue = {
          name: d.name,
          policy: d.options.policy ?? 'standard',
          retryLimit: d.options.retryLimit ?? 5,
          retryDelay: d.options.retryDelaySeconds ?? 2,
          retryBackoff: true,
          expireInSeconds: d.options.expireInSeconds ?? 300,
        };
        if (existing.has(d.name)) await boss.updateQueue(d.name, queue);
        else await boss.createQueue(d.name, queue);
      }
      for (const name of retired) {
        if (!existing.has(name)) continue;
        // pg-boss refuses to delete a queue that still holds jobs, whatever their state.
        await database.executeSql(`delete from pgboss.job where name = $1`, [name]);
        await boss.deleteQueue(name);
      }
    },

    /**
     * Starts a worker per queue and queues the first run of every repeating job. `onError` hears
     * pg-boss's own failures from then on (the server logs them).
     */
    async startWorkers(report: { onError?: (error: unknown) => void } = {}): Promise<void> {
      if (!started) throw new Error('job queue not initialised');
      if (report.onError) onError = report.onError;
      if (working) return;
      working = true;
      for (const d of definitions.values()) {
        await boss.work<object>(
          d.name,
          { pollingIntervalSeconds: pollSeconds, batchSize: d.options.batchSize ?? 1 },
          async (jobs) => {
            // One job: pg-boss fails it when this throws. A batch runs a few jobs at a time (a mail
            // server's round trips overlap); each failure is failed on its own (and retried), and
            // pg-boss then completes the rest, which are still active.
            if (jobs.length === 1) return runOne(d, jobs[0]!);
            const waiting = [...jobs];
            const lane = async () => {
              for (let job = waiting.shift(); job; job = waiting.shift()) {
                const failed = job;
                await runOne(d, job).catch((error: unknown) =>
                  boss.fail(d.name, failed.id, { message: error instanceof Error ? error.message : String(error) }),
                );
              }
            };
            await Promise.all(Array.from({ length: Math.min(BATCH_LANES, jobs.length) }, lane));
          },
        );
        if (d.everySeconds !== undefined) await send(d.name, {}, { singletonKey: d.name });
      }
    },

    /** Runs a queue's handler directly, as a worker would (tests, the CLI). */
    async runNow(name: string, data: object = {}): Promise<void> {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown queue ${name}`);
      await definition.handler(data);
    },

    /**
     * For readiness: whether pg-boss runs, and (when this instance works the queues) whether every
     * repeating job has a run queued or running. Throws when the database cannot be asked.
     */
    async readiness(): Promise<{ running: boolean; repeating: { name: string; scheduled: boolean }[] }> {
      const names = [...definitions.values()].filter((d) => d.everySeconds !== undefined).map((d) => d.name);
      if (!started || !working || !names.length) return { running: started, repeating: [] };
      const { rows } = await database.executeSql(
        `select distinct name from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')`,
        [names],
      );
      const scheduled = new Set((rows as { name: string }[]).map((r) => r.name));
      return { running: started, repeating: names.map((name) => ({ name, scheduled: scheduled.has(name) })) };
    },

    async status(): Promise<JobQueueStatus> {
      const queues = started ? await boss.getQueues() : [];
      const counts = await Promise.all(
        queues.map(async (q) => {
          const rows = started
            ? ((
                await database.executeSql(
                  `select state, count(*)::int as n from pgboss.job where name = $1 and state in ('created','retry','active','failed') group by state`,
                  [q.name],
                )
              ).rows as { state: string; n: number }[])
            : [];
          const n = (s: string) => rows.find((r) => r.state === s)?.n ?? 0;
          return {
            name: q.name,
            queued: n('created') + n('retry'),
            active: n('active'),
            failed: n('failed'),
            ...(lastErrors.has(q.name) ? { lastError: lastErrors.get(q.name) } : {}),
          };
        }),
      );
      return { running: started, workers: working, queues: counts };
    },

    /** Stops taking jobs and waits (up to `timeoutMs`) for running ones to finish. */
    async stop(timeoutMs = 10_000): Promise<void> {
      if (!started) return;
      stopping = true;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await Promise.all(inFlight);
      started = false;
      working = false;
      stopping = false;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
