import type { Db } from '../../db/client.js';
import type { IdempotencyService, StoredResponse } from '../idempotency/idempotency.service.js';
import type { LedgerService, Posting, PostingResult, PostingTimings } from './ledger.service.js';

/** An idempotent request whose work is one posting (a send to a tag). */
export interface PostingRequest<T> {
  userId: string;
  key: string | undefined;
  hash: string;
  /** The posting, or the business error that refuses it (stored as the request's answer). */
  posting: Posting | Error;
  /** The request's answer, made from the posting's result. */
  answer(result: PostingResult): T;
}

/**
 * Where a posted request's time went, in ms, for Server-Timing: the caller's reads before it
 * (`read`, its own to fill in), `queue`, waiting for a batch to take it, then the posting's round
 * trips (`PostingTimings`).
 */
export type PostedTimings = { read?: number; queue: number } & PostingTimings;

type Outcome = StoredResponse & { replayed: boolean; timings?: PostedTimings };

interface Waiting {
  request: PostingRequest<unknown> & { key: string; posting: Posting };
  /** When it began to wait (`performance.now()`). */
  since: number;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

export interface PostingBatcherOptions {
  /** The most requests one batch posts. */
  batchSize: number;
  /** The most batches posting at once; requests that come meanwhile wait for the next batch. */
  inFlight: number;
  /**
   * A batch posting for longer than this is held up (a payout or an auto-conversion holding one of
   * its wallets, ADR 046): one more batch may then start beside it, so the others' sends wait that
   * long at most. Up to `inFlight` such spares run at once.
   */
  spareAfterMs: number;
  /**
   * When a batch ends and fewer than half a batch are waiting, the next one waits this long for more
   * sends, or until half a batch has come (ADR 054): fewer, larger batches cost less CPU a send. 0
   * starts it at once.
   */
  gatherMs: number;
}

/**
 * Posts idempotent requests in batches (ADR 026). A request that comes while fewer than `inFlight`
 * batches run is posted at once, alone, exactly as `idempotency.run` and `ledger.post` do it. The
 * ones that come while they are all busy wait, and the next batch takes up to `batchSize` of them:
 * one transaction claims all their keys, locks all their wallets and writes all their postings and
 * answers, in three statements. Anything unusual (a key in flight or answered, a balance or a
 * hook's check that refuses, any error) rolls the batch back whole, and each of its requests then
 * runs alone, so refusals keep their own answers. A batch only ever commits postings that would
 * each have gone through alone, in its order. A batch held up for `spareAfterMs` gets a spare slot
 * beside it (ADR 046), so one wallet's lock does not stop everyone's sends. With `gatherMs`, a batch
 * that ends with fewer than half a batch waiting leaves the slot shut that long, or until half a
 * batch has come, so that the next batch is larger (ADR 054).
 */
export function createPostingBatcher(deps: {
  db: Db;
  idempotency: IdempotencyService;
  ledger: LedgerService;
  options: PostingBatcherOptions;
}) {
  const { db, idempotency, ledger, options } = deps;
  const waiting: Waiting[] = [];
  /** The running batches, each by when it started (`performance.now()`). */
  const running = new Set<{ started: number }>();
  /** A look again at the slots, when the next running batch would be held up. */
  let spareTimer: { at: number; timer: NodeJS.Timeout } | undefined;
  /** The wait for more sends after a batch ended (`gatherMs`), while it lasts. */
  let gathering: NodeJS.Timeout | undefined;
  const enough = Math.ceil(options.batchSize / 2);

  /** The claim goes out with BEGIN and the lock right behind it, in one round trip (ADR 031). */
  async function alone<T>(request: PostingRequest<T>, since = performance.now()): Promise<Outcome> {
    const timings: PostedTimings = { queue: performance.now() - since };
    const outcome = await idempotency.run(
      request.userId,
      request.key,
      request.hash,
      async (tx, answer) => {
        const posting = request.posting;
        if (posting instanceof Error) throw posting;
        const result = await ledger.post(tx, posting, {
          gate: answer.claimed,
          commit: true,
          alsoWrite: (posted) => [answer.inStatement(request.answer(posted))],
          timings,
        });
        return request.answer(result);
      },
      { pipelined: true },
    );
    // Replays and refusals posted nothing: nothing to time.
    return timings.lock === undefined ? outcome : { ...outcome, timings };
  }

  /** Up to `batchSize` waiting requests, at most one per (user, key): a duplicate waits for the next. */
  function nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < waiting.length && batch.length < options.batchSize;) {
      const name = `${waiting[i]!.request.userId}:${waiting[i]!.request.key}`;
      if (keys.has(name)) {
        i++;
        continue;
      }
      keys.add(name);
      batch.push(...waiting.splice(i, 1));
    }
    return batch;
  }

  async function together(batch: Waiting[]): Promise<Outcome[]> {
    const requests = batch.map((w) => w.request);
    const started = performance.now();
    const timings: PostingTimings = {};
    return db.transaction(async (tx) => {
      // The claims go out with BEGIN, the locks right behind them (ADR 031).
      const claimed = idempotency.claimAll(tx, requests).then((ok) => {
        if (!ok) throw new Error('a key of the batch is taken');
      });
      claimed.catch(() => {});
      let bodies: unknown[] = [];
      await ledger.postMany(
        tx,
        requests.map((r) => r.posting),
        {
          gate: claimed,
          commit: true,
          timings,
          alsoWrite: (results) => {
            bodies = results.map((result, i) => requests[i]!.answer(result));
            return [idempotency.answersInStatement(requests.map((r, i) => ({ ...r, body: bodies[i] })))];
          },
        },
      );
      return bodies.map((body, i) => ({
        status: 200,
        body,
        replayed: false,
        timings: { ...timings, queue: started - batch[i]!.since },
      }));
    });
  }

  /**
   * Posts a batch, frees its slot, and only then answers its requests (ADR 050). Freeing the slot
   * starts the next batch, whose claims and locks go out to PostgreSQL in this same turn of the
   * event loop; the answers are written in the next one. Answered first, the requests of a batch
   * of 16 took about 0.7 ms to write their answers while the next batch's statements waited.
   */
  async function post(batch: Waiting[], free: () => void): Promise<void> {
    let outcomes: PromiseSettledResult<Outcome>[] | undefined;
    if (batch.length > 1) {
      outcomes = await together(batch).then(
        (all) => all.map((value) => ({ status: 'fulfilled' as const, value })),
        () => undefined,
      );
    }
    // Alone, as if never batched: each gets its own answer, error or refusal.
    outcomes ??= await Promise.allSettled(batch.map((w) => alone(w.request, w.since)));
    free();
    setImmediate(() =>
      batch.forEach((w, i) => {
        const outcome = outcomes[i]!;
        if (outcome.status === 'fulfilled') w.resolve(outcome.value);
        else w.reject(outcome.reason);
      }),
    );
  }

  /** After a batch ended: the next waits for more sends while fewer than `enough` are waiting. */
  function next(): void {
    if (options.gatherMs > 0 && waiting.length < enough) {
      clearTimeout(gathering);
      gathering = setTimeout(() => {
        gathering = undefined;
        pump();
      }, options.gatherMs);
    }
    pump();
  }

  function pump(): void {
    if (gathering !== undefined) {
      if (waiting.length < enough) return;
      clearTimeout(gathering);
      gathering = undefined;
    }
    const now = performance.now();
    // Running batches that are held up, posting for `spareAfterMs` or longer (batches started below are not).
    const heldUp = [...running].filter((b) => now - b.started >= options.spareAfterMs).length;
    // `inFlight` batches, and a spare beside each held-up one (at most `inFlight` spares).
    const slots = options.inFlight + Math.min(heldUp, options.inFlight);
    while (running.size < slots && waiting.length) {
      const batch = { started: now };
      running.add(batch);
      const free = () => {
        if (running.delete(batch)) next();
      };
      void post(nextBatch(), free).finally(free);
    }
    // Sends wait while every slot is busy: look again when the next running batch would be held up.
    const starts = [...running].map((b) => b.started).filter((started) => now - started < options.spareAfterMs);
    const at =
      waiting.length && starts.length && heldUp < options.inFlight
        ? Math.min(...starts) + options.spareAfterMs
        : undefined;
    if (spareTimer?.at === at) return;
    clearTimeout(spareTimer?.timer);
    spareTimer = undefined;
    if (at !== undefined) {
      const timer = setTimeout(() => {
        spareTimer = undefined;
        pump();
      }, at - now);
      spareTimer = { at, timer: timer.unref() };
    }
  }

  return {
    /** Runs `request` at most once per (user, key), like `idempotency.run`; its answer or replay. */
    post<T>(request: PostingRequest<T>): Promise<Outcome> {
      const key = idempotency.checkedKey(request.key);
      const posting = request.posting;
      if (posting instanceof Error) return alone(request);
      return new Promise<Outcome>((resolve, reject) => {
        waiting.push({ request: { ...request, key, posting }, since: performance.now(), resolve, reject });
        pump();
      });
    },
  };
}
export type PostingBatcher = ReturnType<typeof createPostingBatcher>;
