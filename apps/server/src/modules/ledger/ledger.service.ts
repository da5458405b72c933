import type { AssetSymbol, TransactionDetails, TransactionStatus, TransactionType } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import { newRowId, randomChunks } from '../../db/ids.js';
import { announceAfterCommit, publishLive, type LiveEnvelope } from '../live/live-events.js';
import { UnbalancedPostingError, ledgerErrors, refusalOf } from './ledger.errors.js';
import { ASSETS } from '../assets/catalogue.js';
import {
  PLATFORM_KINDS,
  type LedgerRepository,
  type LockedWallet,
  type PlatformKind,
  type ReadPart,
  type WritePart,
} from './ledger.repository.js';

export interface Leg {
  accountId: string;
  asset: AssetSymbol;
  /** Signed base units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface ActivityInput {
  userId: string;
  type: TransactionType;
  status: TransactionStatus;
  asset: AssetSymbol;
  amount: bigint;
  fee?: bigint;
  usdCents: bigint;
  counterpartyUserId?: string;
  fromAddress?: string | null;
  toAddress?: string | null;
  chain?: string | null;
  details?: TransactionDetails | null;
}

export interface Posting {
  kind: string;
  /** With `reference`, makes the posting unique: the same (source, reference) is never posted twice. */
  source?: string;
  reference?: string;
  /** What users see as the reference (e.g. the chain hash), when it differs from `reference`. */
  activityReference?: string;
  status: 'pending' | 'completed';
  legs: Leg[];
  activities: ActivityInput[];
  /** `ownAction`: it confirms the user's own request, so their live event asks for no toast (ADR 055). */
  notifications?: { userId: string; title: string; body: string; ownAction?: boolean }[];
  metadata?: Record<string, unknown>;
}

export interface PostingResult {
  transactionId: string;
  reference: string;
  activityIds: string[];
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 14;
const referenceRandom = randomChunks(REFERENCE_LENGTH);

/** A short, unambiguous public reference for internal movements, e.g. `TX4F7Q2M9KD3HZ8W`. */
export function newReference(): string {
  const bytes = referenceRandom();
  let reference = 'TX';
  // 32 letters: each byte modulo 32 is uniform.
  for (let i = 0; i < REFERENCE_LENGTH; i++) reference += REFERENCE_ALPHABET[bytes[i]! % 32];
  return reference;
}

/** Options of `post` (`R` a result) and `postMany` (`R` the batch's results). */
export interface PostOptions<R> {
  alsoWrite?: (results: R) => WritePart[];
  gate?: Promise<unknown>;
  /** The write statement is the transaction's last: COMMIT goes out with it (`runThenCommit`). */
  commit?: boolean;
  /** Filled in with how long the posting's two round trips took (ms), for Server-Timing. */
  timings?: PostingTimings;
}

/**
 * A posting's round trips, in ms: `lock`, the statement that locks the wallets (with whatever the
 * caller sent before it in the same round trip, such as BEGIN and an idempotency claim); `write`,
 * the write statement (with COMMIT when it ends the transaction).
 */
export interface PostingTimings {
  lock?: number;
  write?: number;
}

/** What a hook sees of one posting: the posting, the user wallets it locked, and each wallet's change. */
export interface PostingContext {
  posting: Posting;
  /**
   * The user wallets the posting touches, locked, with their balances before it (in a batch, after
   * the postings before it).
   */
  wallets: Map<string, LockedWallet>;
  /** Signed change per account id (user wallets and platform accounts). */
  deltas: Map<string, bigint>;
}

/** What a hook sees of one posting before the wallets are locked: the posting and each account's change. */
export interface PreparingContext {
  posting: Posting;
  deltas: Map<string, bigint>;
}

/**
 * Rules other features attach to every posting, run inside its transaction (ADR 019, ADR 023,
 * ADR 026). Postings may come in a batch, written by one statement; `read` and `write` see the
 * whole batch (a single posting is a batch of one), the others one posting at a time, in order:
 * - `read`, a read that needs no lock (a tier, an email address), added to the statement that
 *   locks the wallets, so it costs no round trip of its own;
 * - `beforeApply`, after the wallets are locked and before anything is written: it may refuse the
 *   posting by throwing;
 * - `write`, CTEs added to the batch's one write statement: writes, and checks that refuse it
 *   with `ledger_refuse(code, detail)` (a frozen account, a spending limit), mapped back to errors
 *   by `refusals`. Two writes of one row in one statement keep only one: sum per row.
 * Nothing runs after the write statement: a posting that ends its transaction sends COMMIT with it
 * (ADR 031). Work that follows from a posting (queue an auto-conversion, tell a user they passed
 * their cap) is done in `beforeApply` or `write`, in the same transaction: a refusal rolls it back.
 */
export interface PostingHook {
  name: string;
  read?(batch: PreparingContext[]): ReadPart | undefined;
  beforeApply?(tx: Executor, context: PostingContext): Promise<void>;
  write?(batch: (PostingContext & { result: PostingResult })[]): WritePart[];
  /** The error each refusal code raised by this hook's checks becomes (`detail` as raised). */
  refusals?: Record<string, (detail: string) => Error>;
}

export interface LedgerDeps {
  /** Used outside callers' transactions, so a platform account never vanishes with a rollback. */
  db: Db;
  repository: LedgerRepository;
  /** Whether the user (an SQL uuid expression) wants transaction notifications, as SQL boolean text. */
  wantsTransactionNotification: (userId: string) => string;
}

/**
 * The one place money moves. Features describe their legs; this checks they balance, locks the
 * user wallets involved in ascending id order, refuses to take any below zero, and writes the
 * transaction, its entries, balances, the users' activity rows, notifications and live events,
 * all inside the caller's database transaction.
 */
export function createLedgerService({ db, repository, wantsTransactionNotification }: LedgerDeps) {
  const platformIds = new Map<string, string>();
  const hooks: PostingHook[] = [];
  const refusals = new Map<string, (detail: string) => Error>();
  const wantsNotification = wantsTransactionNotification('v.user_id');

  /** What a posting will write, prepared before any lock is taken (ADR 015). */
  function prepare(posting: Posting) {
    const sums = new Map<string, bigint>();
    const deltas = new Map<string, bigint>();
    for (const leg of posting.legs) {
      if (leg.amount === 0n) continue;
      sums.set(leg.asset, (sums.get(leg.asset) ?? 0n) + leg.amount);
      deltas.set(leg.accountId, (deltas.get(leg.accountId) ?? 0n) + leg.amount);
    }
    for (const [asset, sum] of sums) if (sum !== 0n) throw new UnbalancedPostingError(asset, sum);
    const reference = posting.reference ?? newReference();
    const activities = posting.activities.map((a) => ({
      id: newRowId(),
      userId: a.userId,
      type: a.type,
      status: a.status,
      asset: a.asset,
      amount: a.amount.toString(),
      fee: (a.fee ?? 0n).toString(),
      usdCents: a.usdCents.toString(),
      reference: posting.activityReference ?? reference,
      counterpartyUserId: a.counterpartyUserId ?? null,
      fromAddress: a.fromAddress ?? null,
      toAddress: a.toAddress ?? null,
      chain: a.chain ?? null,
      details: a.details ?? null,
    }));
    const result: PostingResult = { transactionId: newRowId(), reference, activityIds: activities.map((a) => a.id) };
    return { posting, deltas, result, activities };
  }

  /**
   * Moves the money of `postings` inside `tx`, in order, with one statement that locks every user
   * wallet they touch and one that writes them all (ADR 026); a single posting is a batch of one.
   * Each is checked as if posted alone after the ones before it: its wallets stay at or above
   * zero, and every hook's checks pass (over the batch's sums). Any refusal refuses the batch.
   * `alsoWrite` adds the caller's own CTEs to the write statement, made from the results (ids and
   * references are known before it runs): idempotent requests' stored answers, so they cost no
   * round trip while the wallets are locked. `gate` is the answer of a statement the caller sent
   * just before, without waiting for it (an idempotency claim, ADR 031): awaited once the wallets
   * are locked, before any hook runs or anything is written; its rejection is the posting's. With
   * `commit`, COMMIT goes out with the write statement (ADR 031), for a caller whose transaction
   * has nothing else to do: it must send nothing after.
   */
  async function postMany(
    tx: Executor,
    postings: Posting[],
    options: PostOptions<PostingResult[]> = {},
  ): Promise<PostingResult[]> {
    const started = performance.now();
    const prepared = postings.map(prepare);
    const deltas = new Map<string, bigint>();
    for (const p of prepared) for (const [id, delta] of p.deltas) deltas.set(id, (deltas.get(id) ?? 0n) + delta);
    const reads = hooks.flatMap((hook) => hook.read?.(prepared) ?? []);
    const locked = await repository.lockWallets(
      tx,
      [...deltas.keys()].sort(),
      reads.map((read) => read.query),
    );
    await options.gate;
    if (options.timings) options.timings.lock = performance.now() - started;
    reads.forEach((read, i) => read.take(locked.reads[i]!));
    // Each posting sees its wallets as the postings before it in the batch left them.
    const running = new Map([...locked.wallets].map(([id, w]) => [id, { ...w }]));
    const contexts = prepared.map((p) => {
      const wallets = new Map<string, LockedWallet>();
      for (const [id, delta] of p.deltas) {
        const wallet = running.get(id);
        if (!wallet) continue;
        if (wallet.balance + delta < 0n) throw ledgerErrors.insufficientBalance();
        wallets.set(id, { ...wallet });
        wallet.balance += delta;
      }
      return { posting: p.posting, wallets, deltas: p.deltas, result: p.result };
    });
    for (const context of contexts) for (const hook of hooks) await hook.beforeApply?.(tx, context);

    const events: LiveEnvelope[] = [];
    const touched = new Set<string>();
    for (const wallet of locked.wallets.values()) {
      if (touched.has(`${wallet.userId}:${wallet.asset}`)) continue;
      touched.add(`${wallet.userId}:${wallet.asset}`);
      events.push({ userId: wallet.userId, event: { type: 'balance_update', asset: wallet.asset as AssetSymbol } });
    }
    for (const p of prepared) {
      for (const a of p.activities) {
        events.push({ userId: a.userId, event: { type: 'transaction_update', id: a.id, status: p.posting.status } });
      }
    }
    const results = prepared.map((p) => p.result);
    const parts = [...hooks.flatMap((hook) => hook.write?.(contexts) ?? []), ...(options.alsoWrite?.(results) ?? [])];
    const writing = performance.now();
    await writeOrRefuse(
      tx,
      {
        deltas: [...locked.wallets.keys()].map((id) => [id, deltas.get(id)!]),
        transactions: prepared.map(({ posting, result }) => ({
          id: result.transactionId,
          kind: posting.kind,
          reference: result.reference,
          source: posting.source ?? 'internal',
          status: posting.status,
          metadata: posting.metadata ?? {},
        })),
        entries: prepared.flatMap(({ posting, result }) =>
          posting.legs
            .filter((l) => l.amount !== 0n)
            .map((l) => ({
              transactionId: result.transactionId,
              accountId: l.accountId,
              asset: l.asset,
              amount: l.amount.toString(),
            })),
        ),
        activities: prepared.flatMap(({ activities, result }) =>
          activities.map((a) => ({ ...a, transactionId: result.transactionId })),
        ),
        notifications: postings.flatMap((posting) =>
          (posting.notifications ?? []).map((n) => ({ id: newRowId(), ...n })),
        ),
        events,
        wantsNotification,
        parts,
      },
      options.commit,
    );
    if (options.timings) options.timings.write = performance.now() - writing;
    announceAfterCommit(tx);
    return results;
  }

  /** Moves the money of one posting inside `tx` (a batch of one, see `postMany`). */
  async function post(
    tx: Executor,
    posting: Posting,
    options: PostOptions<PostingResult> = {},
  ): Promise<PostingResult> {
    const { alsoWrite, ...rest } = options;
    const [result] = await postMany(tx, [posting], {
      ...rest,
      ...(alsoWrite && { alsoWrite: ([r]) => alsoWrite(r!) }),
    });
    return result!;
  }

  /** Writes the posting; a check's refusal becomes the error of the hook that raised it. */
  async function writeOrRefuse(
    tx: Executor,
    rows: Parameters<LedgerRepository['writePosting']>[1],
    commit = false,
  ): Promise<void> {
    try {
      await repository.writePosting(tx, rows, { commit });
    } catch (error) {
      const refusal = refusalOf(error);
      const toError = refusal && refusals.get(refusal.code);
      throw toError ? toError(refusal.detail) : error;
    }
  }

  return {
    /**
     * Creates (if missing) and caches every platform account of every asset. Runs once at start,
     * outside any request's transaction: a lookup inside a transaction then never queries, and no
     * rollback can take an account away.
     */
    async init(): Promise<void> {
      for (const asset of ASSETS) {
        for (const kind of PLATFORM_KINDS) {
          platformIds.set(`${kind}:${asset.symbol}`, await repository.platformAccount(db, kind, asset.symbol));
        }
      }
    },

    /** Adds a rule run inside every posting (see `PostingHook`). Hooks run in the order added. */
    use(hook: PostingHook): void {
      if (hooks.some((h) => h.name === hook.name)) throw new Error(`posting hook ${hook.name} added twice`);
      for (const code of Object.keys(hook.refusals ?? {})) {
        if (refusals.has(code)) throw new Error(`refusal ${code} claimed by two posting hooks`);
      }
      hooks.push(hook);
      for (const [code, error] of Object.entries(hook.refusals ?? {})) refusals.set(code, error);
    },

    /** The id of a platform account (see `init`). */
    platformAccount(kind: PlatformKind, asset: AssetSymbol): string {
      const id = platformIds.get(`${kind}:${asset}`);
      if (!id) throw new Error(`platform account ${kind}:${asset} missing: ledger.init() not run`);
      return id;
    },

    /** Moves the activity rows of a transaction to a new status and tells their users live. */
    async setActivityStatus(tx: Executor, transactionId: string, status: 'completed' | 'failed'): Promise<void> {
      const rows = await repository.setActivityStatus(tx, transactionId, status);
      await publishLive(
        tx,
        rows.map((r) => ({ userId: r.userId, event: { type: 'transaction_update' as const, id: r.id, status } })),
      );
    },

    /**
     * The checks `post` makes (balances stay at or above zero, every hook's checks), without
     * writing anything: the posting is written in a savepoint that is rolled back, then the wallets
     * are locked again until the transaction ends. For work that cannot be undone and must happen
     * before the posting (a Starknet submission), so a refused posting never leaves money sent.
     */
    async preflight(tx: Executor, posting: Posting): Promise<void> {
      const rehearsal = new Error('preflight rehearsal');
      try {
        await (tx as Db).transaction(async (savepoint) => {
          await post(savepoint, posting);
          throw rehearsal;
        });
      } catch (error) {
        if (error !== rehearsal) throw error;
      }
      await repository.lockWallets(tx, [...new Set(posting.legs.map((l) => l.accountId))].sort());
    },

    post,
    postMany,
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
