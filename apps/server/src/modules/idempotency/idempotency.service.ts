import { createHash } from 'node:crypto';
import { errorStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/pg-errors.js';
import { q, run, type Query } from '../../db/prepared.js';
import { idempotencyKeys } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;
const KEY_CONSTRAINT = 'idempotency_keys_user_id_key_pk';

export interface StoredResponse {
  status: number;
  body: unknown;
}

export const idempotencyErrors = {
  missing: () =>
    new AppError('VALIDATION_ERROR', 'Idempotency-Key header is required', { 'Idempotency-Key': ['Required'] }),
  malformed: () =>
    new AppError('VALIDATION_ERROR', 'Idempotency-Key must be 8-128 letters, digits or -_:.', {
      'Idempotency-Key': ['Invalid format'],
    }),
  mismatch: () =>
    new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used with a different request'),
  inFlight: () => new AppError('IDEMPOTENCY_IN_FLIGHT', 'A request with this Idempotency-Key is still being processed'),
};

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** A business error (422, 404, …) is the request's answer: stored and replayed. Bad input is not. */
const isStoredError = (error: unknown): error is AppError =>
  error instanceof AppError && error.code !== 'VALIDATION_ERROR';

type Outcome = { response: StoredResponse; replayed: boolean; error?: AppError };

/**
 * Lets the work store its answer in a statement of its own (a posting's write statement), instead
 * of the separate insert that follows it: `inStatement(body)` is the CTE that stores `body`; the
 * work must then return the same body (checked).
 */
export interface Answer {
  inStatement<T>(body: T): { name: string; query: Query };
  /**
   * Settles once the key's claim has been answered: resolves when it was taken, rejects when it
   * was not (the work's result is then discarded). Only `run`'s `pipelined` work needs it: that
   * work starts before the claim's answer and must await this before anything it writes.
   */
  claimed: Promise<void>;
}

/** Options of `run`. */
export interface RunOptions {
  /**
   * Start the work right after the claim is sent, without waiting for its answer (ADR 031): the
   * work's first statement (a posting's lock) goes out behind the claim, one round trip less. The
   * work must await `answer.claimed` before it writes anything.
   */
  pipelined?: boolean;
}

/** Why a pipelined work's `answer.claimed` rejects: the claim was not taken; never an answer. */
const notClaimed = new Error('the idempotency claim was not taken');

/** The key, or the 400 a missing or malformed one gets. */
function checkedKey(key: string | undefined): string {
  if (!key) throw idempotencyErrors.missing();
  if (!KEY_PATTERN.test(key)) throw idempotencyErrors.malformed();
  return key;
}

/**
 * Idempotency keys, per user (ADR 014, ADR 015). One transaction claims the key, does the work and
 * stores the response. The claim is a transaction-level advisory lock on (user, key), taken in the
 * same statement that reads a stored response: a concurrent duplicate fails to take it and gets
 * 409 at once, and PostgreSQL releases it when the transaction ends, also when the process or its
 * connection dies, so a retry after a crash goes through at once. The primary key on (user, key)
 * is the last word: a duplicate that slipped past the claim fails to store, rolls back, and
 * replays the stored answer. A replay can never see a response whose effects did not commit.
 * A `pipelined` run (a posting, ADR 031) sends its lock right behind the claim: a duplicate then
 * gets its 409 once the wallets it waits for are free: when the first attempt's transaction ends.
 */
export function createIdempotencyService(db: Db) {
  const lockName = (userId: string, key: string) => `${userId}:${key}`;

  /** Tries to take the claim and reads what is stored, in one round trip. */
  async function claimAndRead(tx: Executor, userId: string, key: string) {
    const [row] = await run<{ ok: boolean; hash: string | null; status: number | null; body: unknown }>(
      tx,
      q`select pg_try_advisory_xact_lock(hashtextextended(${lockName(userId, key)}, 0)) as ok,
               k.request_hash as hash, k.response_status as status, k.response_body as body
          from (select 1) as one
          left join idempotency_keys k on k.user_id = ${userId}::uuid and k.key = ${key}`,
    );
    return row!;
  }

  function replay(row: { hash: string | null; status: number | null; body: unknown }, hash: string): Outcome {
    if (row.hash !== hash) throw idempotencyErrors.mismatch();
    return { response: { status: row.status!, body: row.body }, replayed: true };
  }

  const insertKey = (userId: string, key: string, hash: string, response: StoredResponse): Query =>
    q`insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
      values (${userId}::uuid, ${key}, ${hash}, ${response.status}::int, ${JSON.stringify(response.body)}::json)`;

  async function store(tx: Executor, userId: string, key: string, hash: string, response: StoredResponse) {
    await run(tx, insertKey(userId, key, hash, response));
  }

  /** A business error's answer, stored in a transaction of its own (the work's one rolled back). */
  async function storeError(userId: string, key: string, hash: string, error: AppError): Promise<Outcome> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName(userId, key)}, 0))`);
      const row = await claimAndRead(tx, userId, key);
      // Another attempt with this key answered meanwhile: its answer is the answer.
      if (row.hash !== null) return replay(row, hash);
      const response = { status: errorStatus[error.code], body: { error: error.code, message: error.message } };
      await store(tx, userId, key, hash, response);
      return { response, replayed: false, error };
    });
  }

  async function attempt<T>(
    userId: string,
    key: string,
    hash: string,
    work: (tx: Tx, answer: Answer) => Promise<T>,
    { pipelined = false }: RunOptions,
  ) {
    try {
      return await db.transaction(async (tx): Promise<Outcome> => {
        const claim = claimAndRead(tx, userId, key);
        let written: { body: unknown } | undefined;
        const answer = (claimed: Promise<void>): Answer => ({
          inStatement(body) {
            written = { body };
            return { name: 'idempotent_answer', query: insertKey(userId, key, hash, { status: 200, body }) };
          },
          claimed,
        });
        let working: Promise<T> | undefined;
        if (pipelined) {
          const claimed = claim.then((row) => {
            if (!row.ok || row.hash !== null) throw notClaimed;
          });
          claimed.catch(() => {});
          working = work(tx, answer(claimed));
          working.catch(() => {});
        }
        // Whatever the claim's answer, a started work ends before the transaction does.
        const row = await claim.catch(async (error: unknown) => {
          await working?.catch(() => {});
          throw error;
        });
        if (!row.ok || row.hash !== null) await working?.catch(() => {});
        if (!row.ok) throw idempotencyErrors.inFlight();
        if (row.hash !== null) return replay(row, hash);
        const response = { status: 200, body: await (working ?? work(tx, answer(Promise.resolve()))) };
        if (!written) await store(tx, userId, key, hash, response);
        else if (JSON.stringify(written.body) !== JSON.stringify(response.body)) {
          throw new Error('the work returned another answer than the one it stored');
        }
        return { response, replayed: false };
      });
    } catch (error) {
      if (isStoredError(error)) return storeError(userId, key, hash, error);
      if (uniqueViolation(error) === KEY_CONSTRAINT) return 'raced' as const;
      throw error;
    }
  }

  return {
    /** The key, or the 400 a missing or malformed one gets, as `run` checks before anything else. */
    checkedKey,

    /**
     * Claims every key of a batch of requests in one statement (ADR 026): true when each claim was
     * taken and none of the keys has an answer yet. Otherwise the caller rolls its transaction
     * back and runs each request alone, with `run`. Claims end with the transaction, as `run`'s do.
     */
    async claimAll(tx: Executor, requests: { userId: string; key: string }[]): Promise<boolean> {
      const [row] = await run<{ ok: boolean }>(
        tx,
        q`select (select bool_and(pg_try_advisory_xact_lock(hashtextextended(v.name, 0)))
                    from unnest(${requests.map((r) => lockName(r.userId, r.key))}::text[]) as v(name))
                 and not exists (select 1 from idempotency_keys k
                                   join unnest(${requests.map((r) => r.userId)}::uuid[], ${requests.map((r) => r.key)}::text[])
                                        as v(user_id, key) on k.user_id = v.user_id and k.key = v.key) as ok`,
      );
      return row!.ok === true;
    },

    /** The CTE that stores a batch's answers (status 200), for the statement that does its work. */
    answersInStatement(answers: { userId: string; key: string; hash: string; body: unknown }[]) {
      return {
        name: 'idempotent_answers',
        query: q`insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
                 select v.user_id, v.key, v.hash, 200, v.body::json
                   from unnest(${answers.map((a) => a.userId)}::uuid[], ${answers.map((a) => a.key)}::text[],
                               ${answers.map((a) => a.hash)}::text[], ${answers.map((a) => JSON.stringify(a.body))}::text[])
                        as v(user_id, key, hash, body)`,
      };
    },

    /**
     * Runs `work` at most once per (user, key). `work` gets the transaction to do its writes in;
     * the response is stored in that same transaction (by `work`'s own statement when it uses
     * `answer`). Business errors are stored and replayed too (after the work's writes are rolled
     * back); anything else rolls everything back, leaving the key free for a retry.
     */
    async run<T>(
      userId: string,
      maybeKey: string | undefined,
      hash: string,
      work: (tx: Tx, answer: Answer) => Promise<T>,
      options: RunOptions = {},
    ): Promise<StoredResponse & { replayed: boolean }> {
      const key = checkedKey(maybeKey);
      let outcome = await attempt(userId, key, hash, work, options);
      // A duplicate committed between our claim's snapshot and its lock: replay what it stored.
      if (outcome === 'raced') outcome = await attempt(userId, key, hash, work, options);
      if (outcome === 'raced') throw idempotencyErrors.inFlight();
      // The first answer to a business error is the error itself (with its details); replays get the stored body.
      if (outcome.error) throw outcome.error;
      return { ...outcome.response, replayed: outcome.replayed };
    },
    /** Forgets keys older than the retention window (24 h at least). */
    async purge(olderThanHours = 48): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${olderThanHours})`);
    },
  };
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
