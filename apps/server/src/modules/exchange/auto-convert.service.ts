import { parseAmount, type AssetSymbol, type Balance, type UpdateBalanceRequest } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../http/app-error.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { assetInfo, maxUnits } from '../assets/catalogue.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { PostingHook } from '../ledger/ledger.service.js';
import { publishLive } from '../live/live-events.js';
import { toBalanceDto } from '../wallet/wallet.dto.js';
import { walletErrors } from '../wallet/wallet.errors.js';
import { exchangeErrors } from './exchange.errors.js';
import type { ExchangeRepository } from './exchange.repository.js';
import type { SwapsService } from './swaps.service.js';

export const AUTO_CONVERT_QUEUE = 'exchange.auto-convert';
/** Kobo per unit → an 18-decimal NGN rate. */
const KOBO_TO_RATE = 10n ** 16n;
/** Auto-conversions run at once after pricing: the slippage only words the quote. */
const AUTO_SLIPPAGE_BPS = 50;

export interface AutoConvertDeps {
  db: Db;
  ledgerRepository: LedgerRepository;
  repository: ExchangeRepository;
  swaps: SwapsService;
  prices: PriceProvider;
  jobs: JobQueue;
  now: () => Date;
  cooldownSeconds: number;
  recheckSeconds: number;
}

export type AutoConvertOutcome =
  | { status: 'converted'; reference: string }
  | { status: 'nothing' }
  | { status: 'waiting'; reason: 'cooldown' | 'rate' | 'liquidity'; retryInSeconds: number };

/** A threshold or rate as sent (string or JSON number) to base units; a field-level 400 otherwise. */
function parseSetting(field: string, value: string | number, decimals: number, max: bigint, allowZero: boolean) {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : value.trim();
  const parsed = parseAmount(text, decimals, { allowZero, max });
  if (parsed.ok) return parsed.value;
  const what = field === 'auto_convert_threshold' ? 'Threshold' : 'Minimum rate';
  const message =
    parsed.reason === 'precision'
      ? `${what} can have at most ${decimals} decimal places`
      : parsed.reason === 'too_large'
        ? `${what} is too large`
        : allowZero
          ? `${what} must be a number of zero or more, like 0.5`
          : `${what} must be a number greater than zero, like 1500000`;
  throw exchangeErrors.badDecimal(field, message);
}

/**
 * Auto-convert to NGN (spec: Multi-Currency Hub). A posting that credits a token balance above its
 * threshold queues one job for that balance in the same transaction (pg-boss `short`, keyed by the
 * balance: two credits together queue one). The job converts the excess above the threshold through
 * the same quote-and-settle path as a manual swap, under the wallet's lock, so a retry or a second
 * runner finds nothing left to convert: exactly once. It waits (re-queues itself) while the rate is
 * below the balance's minimum, during the cooldown after a conversion, or while the treasury is short.
 */
export function createAutoConvertService(deps: AutoConvertDeps) {
  const { db, ledgerRepository, repository, swaps, jobs } = deps;

  const enqueue = (walletId: string, options: { tx?: Executor; after?: number } = {}) =>
    jobs.send(
      AUTO_CONVERT_QUEUE,
      { walletId },
      { singletonKey: walletId, ...(options.tx ? { tx: options.tx } : {}), startAfterSeconds: options.after },
    );

  const hook: PostingHook = {
    name: 'auto-convert',
    // Before the write: the job is queued in the posting's transaction, which a refusal rolls back.
    async beforeApply(tx, { posting, wallets, deltas }) {
      // A swap's credit is a purchase the user asked for: selling it straight back would undo it.
      if (posting.kind === 'swap') return;
      for (const [id, w] of wallets) {
        const delta = deltas.get(id) ?? 0n;
        if (w.asset === 'NGN' || delta <= 0n || w.autoConvertThreshold === null) continue;
        if (w.balance + delta > w.autoConvertThreshold) await enqueue(id, { tx });
      }
    },
  };

  async function waitFor(walletId: string, reason: 'cooldown' | 'rate' | 'liquidity', seconds: number) {
    const retryInSeconds = Math.max(1, Math.ceil(seconds));
    await enqueue(walletId, { after: retryInSeconds });
    return { status: 'waiting' as const, reason, retryInSeconds };
  }

  /** One attempt: 'retry' when the balance changed between pricing and locking. */
  async function attempt(walletId: string): Promise<AutoConvertOutcome | 'retry'> {
    const [wallet] = await ledgerRepository.accountsByIds(db, [walletId]);
    if (!wallet || wallet.kind !== 'user_wallet' || wallet.asset === 'NGN' || wallet.autoConvertThreshold === null) {
      return { status: 'nothing' };
    }
    const excess = BigInt(wallet.balance) - BigInt(wallet.autoConvertThreshold);
    if (excess <= 0n) return { status: 'nothing' };
    const cooldownLeft = async (executor: Executor) => {
      const last = await repository.lastAutoConversionAt(executor, walletId);
      return last ? last.getTime() + deps.cooldownSeconds * 1000 - deps.now().getTime() : 0;
    };
    const left = await cooldownLeft(db);
    if (left > 0) return waitFor(walletId, 'cooldown', left / 1000);

    const ngn = await ledgerRepository.walletFor(db, wallet.userId!, 'NGN');
    if (!ngn) return { status: 'nothing' };
    let priced;
    try {
      priced = await swaps.price({
        userId: wallet.userId!,
        from: wallet.asset as AssetSymbol,
        to: 'NGN',
        fromWalletId: wallet.id,
        toWalletId: ngn.id,
        slippageBps: AUTO_SLIPPAGE_BPS,
        amountIn: excess,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'BUSINESS_RULE') return { status: 'nothing' }; // below the fees
      if (error instanceof AppError && ['INSUFFICIENT_LIQUIDITY', 'UNAVAILABLE'].includes(error.code)) {
        return waitFor(walletId, 'liquidity', deps.recheckSeconds);
      }
      throw error;
    }
    const minRate = wallet.autoConvertMinRate === null ? null : BigInt(wallet.autoConvertMinRate) * KOBO_TO_RATE;
    if (minRate !== null && priced.figures.rate < minRate) return waitFor(walletId, 'rate', deps.recheckSeconds);

    return db.transaction(async (tx) => {
      // Both wallets the posting will lock, in its order (ascending id), so no deadlock with it.
      await ledgerRepository.lockWallets(tx, [wallet.id, ngn.id].sort());
      const [now] = await ledgerRepository.accountsByIds(tx, [wallet.id]);
      if (
        now!.autoConvertThreshold !== wallet.autoConvertThreshold ||
        now!.autoConvertMinRate !== wallet.autoConvertMinRate ||
        BigInt(now!.balance) - BigInt(now!.autoConvertThreshold ?? now!.balance) !== excess ||
        (await cooldownLeft(tx)) > 0
      ) {
        return 'retry' as const;
      }
      const quote = await swaps.storeQuote(tx, priced, 'auto', deps.now());
      const swap = await swaps.settle(tx, quote, 'auto');
      return { status: 'converted' as const, reference: swap.reference };
    });
  }

  return {
    hook,

    /** Runs the conversion check of one balance (the job's handler). */
    async run({ walletId }: { walletId: string }): Promise<AutoConvertOutcome> {
      for (let i = 0; i < 3; i++) {
        const outcome = await attempt(walletId);
        if (outcome !== 'retry') return outcome;
      }
      throw new Error(`auto-convert of ${walletId}: the balance kept changing; retrying later`);
    },

    /** PUT /balances/{id}: sets or clears the threshold (and optionally the minimum rate). */
    async update(userId: string, balanceId: string, request: UpdateBalanceRequest): Promise<Balance> {
      const [wallet] = await ledgerRepository.accountsByIds(db, [balanceId]);
      if (!wallet || wallet.kind !== 'user_wallet' || wallet.userId !== userId) throw walletErrors.balanceNotFound();
      if (wallet.asset === 'NGN') throw exchangeErrors.ngnAutoConvert();
      const info = assetInfo(wallet.asset);
      const threshold =
        request.auto_convert_threshold === null
          ? null
          : parseSetting('auto_convert_threshold', request.auto_convert_threshold, info.decimals, maxUnits(info), true);
      // Turned off, auto-convert forgets its minimum rate too: turned on again, it would wait on it.
      const minRate =
        threshold === null
          ? null
          : request.auto_convert_min_rate === undefined || request.auto_convert_min_rate === null
            ? request.auto_convert_min_rate
            : parseSetting('auto_convert_min_rate', request.auto_convert_min_rate, 2, 10n ** 14n, false);
      const rates = await deps.prices.current();
      const row = await db.transaction(async (tx) => {
        await ledgerRepository.lockWallets(tx, [wallet.id]);
        const updated = await repository.setAutoConvert(tx, wallet.id, {
          autoConvertThreshold: threshold === null ? null : threshold.toString(),
          ...(minRate === undefined ? {} : { autoConvertMinRate: minRate === null ? null : minRate.toString() }),
        });
        await publishLive(tx, [{ userId, event: { type: 'auto_convert_update', balance_id: wallet.id } }]);
        // Already above the new threshold: the excess converts now, as a credit would make it.
        if (threshold !== null && BigInt(updated.balance) > threshold) await enqueue(wallet.id, { tx });
        return updated;
      });
      return toBalanceDto(row, rates);
    },
  };
}
export type AutoConvertService = ReturnType<typeof createAutoConvertService>;
