import { createHash } from 'node:crypto';
import { errorStatus } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/** A claim older than this is taken to belong to a request whose process died; it may be retaken. */
const ABANDONED_AFTER_SECONDS = 60;
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

/**
 * Idempotency keys, per user. The key is claimed in its own short transaction (so a concurrent
 * request with the same key sees "in flight" at once), then the work and the stored response
 * commit together: a replay can never see a response whose effects did not commit, and a crash
 * mid-request leaves only a claim, which is retaken after a minute.
 */
export function createIdempotencyService(db: Db) {
  async function claim(userId: string, key: string, hash: string): Promise<StoredResponse | undefined> {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash, state: 'in_flight' })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { createdAt: sql`now()`, requestHash: hash },
        setWhere: sql`${idempotencyKeys.state} = 'in_flight' and ${idempotencyKeys.requestHash} = ${hash}
                      and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) return undefined;
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!existing) return claim(userId, key, hash); // expired and deleted in between
    if (existing.requestHash !== hash) throw idempotencyErrors.mismatch();
    if (existing.state === 'in_flight') throw idempotencyErrors.inFlight();
    return { status: existing.responseStatus!, body: existing.responseBody };
  }

  async function complete(executor: Db | Tx, userId: string, key: string, response: StoredResponse) {
    await executor
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus: response.status, responseBody: response.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  }

  return {
    /**
     * Runs `work` at most once per (user, key). `work` gets the transaction to do its writes in;
     * the response is stored in that same transaction. Domain errors are stored and replayed too;
     * anything else releases the key so the client can retry.
     */
    async run<T>(
      userId: string,
      key: string | undefined,
      hash: string,
      work: (tx: Tx) => Promise<T>,
    ): Promise<StoredResponse & { replayed: boolean }> {
      if (!key) throw idempotencyErrors.missing();
      if (!KEY_PATTERN.test(key)) throw idempotencyErrors.malformed();
      const stored = await claim(userId, key, hash);
      if (stored) return { ...stored, replayed: true };
      try {
        return await db.transaction(async (tx) => {
          const body = await work(tx);
          const response = { status: 200, body };
          await complete(tx, userId, key, response);
          return { ...response, replayed: false };
        });
      } catch (error) {
        if (error instanceof AppError && error.code !== 'VALIDATION_ERROR') {
          const response = { status: errorStatus[error.code], body: { error: error.code, message: error.message } };
          await complete(db, userId, key, response);
          throw error;
        }
        await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        throw error;
      }
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
