import { createHash } from 'node:crypto';
import { errorStatus } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { idempotencyKeys } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;

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
 * Idempotency keys, per user (ADR 014). One transaction claims the key, does the work and stores
 * the response. The claim is a transaction-level advisory lock on (user, key): a concurrent
 * duplicate fails to take it and gets 409 at once, and PostgreSQL releases it when the
 * transaction ends, also when the process or its connection dies, so a retry after a crash
 * goes through at once. A replay can never see a response whose effects did not commit.
 */
export function createIdempotencyService(db: Db) {
  async function stored(tx: Tx, userId: string, key: string) {
    const [row] = await tx
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.responseStatus,
        body: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row;
  }

  async function store(tx: Tx, userId: string, key: string, hash: string, response: StoredResponse) {
    await tx.insert(idempotencyKeys).values({
      userId,
      key,
      requestHash: hash,
      responseStatus: response.status,
      responseBody: response.body,
    });
  }

  return {
    /**
     * Runs `work` at most once per (user, key). `work` gets the transaction to do its writes in;
     * the response is stored in that same transaction. Business errors are stored and replayed
     * too (the work's writes are rolled back to a savepoint first); anything else rolls
     * everything back, leaving the key free for a retry.
     */
    async run<T>(
      userId: string,
      key: string | undefined,
      hash: string,
      work: (tx: Tx) => Promise<T>,
    ): Promise<StoredResponse & { replayed: boolean }> {
      if (!key) throw idempotencyErrors.missing();
      if (!KEY_PATTERN.test(key)) throw idempotencyErrors.malformed();
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const [lock] = await queryRows<{ ok: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(hashtextextended(${`${userId}:${key}`}, 0)) as ok`,
        );
        if (!lock?.ok) throw idempotencyErrors.inFlight();
        const previous = await stored(tx, userId, key);
        if (previous) {
          if (previous.requestHash !== hash) throw idempotencyErrors.mismatch();
          return { response: { status: previous.status, body: previous.body }, replayed: true };
        }
        try {
          const body = await tx.transaction((savepoint) => work(savepoint));
          const response = { status: 200, body };
          await store(tx, userId, key, hash, response);
          return { response, replayed: false };
        } catch (error) {
          if (!isStoredError(error)) throw error;
          const response = { status: errorStatus[error.code], body: { error: error.code, message: error.message } };
          await store(tx, userId, key, hash, response);
          return { response, replayed: false, error };
        }
      });
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
