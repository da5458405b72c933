import { formatAmount, type AssetSymbol, type TreasuryPosition, type TreasuryTopUpRequest } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { ASSETS, assetInfo } from '../assets/catalogue.js';
import type { LedgerService, PostingHook } from '../ledger/ledger.service.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { fiat, valuation } from '../wallet/wallet.dto.js';
import type { Rates } from '../prices/rates.js';
import type { ExchangeRepository } from './exchange.repository.js';
import { exchangeErrors } from './exchange.errors.js';

export interface TreasuryDeps {
  db: Db;
  ledger: LedgerService;
  repository: ExchangeRepository;
  prices: PriceProvider;
  idempotency: IdempotencyService;
  audit: AuditRepository;
}

export interface AdminContext {
  actorId: string;
  requestId?: string;
  ip?: string;
}

/**
 * The treasury: the platform's inventory of each asset, which pays out every swap. Its holding is
 * checked like a user wallet's (never below zero) but through its own row per asset, taken by a
 * posting hook only when a posting touches the treasury (ADR 011).
 */
export function createTreasuryService(deps: TreasuryDeps) {
  const { db, ledger, repository } = deps;
  let treasuryAccounts: Map<string, AssetSymbol> | undefined;
  const accounts = () =>
    (treasuryAccounts ??= new Map(ASSETS.map((a) => [ledger.platformAccount('treasury', a.symbol), a.symbol])));

  function toDto(asset: string, balance: bigint, updatedAt: Date, rates: Rates): TreasuryPosition {
    const info = assetInfo(asset);
    return {
      asset: info.symbol,
      balance: formatAmount(balance, info.decimals),
      usd_value: fiat(valuation(asset, balance, rates).cents),
      updated_at: updatedAt.toISOString(),
    };
  }

  /**
   * Keeps `treasury_positions` equal to the treasury accounts' entries and refuses a posting that
   * would take a holding below zero. Positions are locked in ascending asset order, after the
   * posting's wallet locks, so two postings never wait on each other in a cycle.
   */
  const hook: PostingHook = {
    name: 'treasury-liquidity',
    async beforeApply(tx, { posting, deltas }) {
      const moves: [AssetSymbol, bigint][] = [];
      for (const [accountId, delta] of deltas) {
        const asset = accounts().get(accountId);
        if (asset && delta !== 0n) moves.push([asset, delta]);
      }
      moves.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [asset, delta] of moves) {
        if (await repository.movePosition(tx, asset, delta)) continue;
        throw posting.kind === 'swap'
          ? exchangeErrors.insufficientLiquidity()
          : exchangeErrors.insufficientLiquidityToConvert();
      }
    },
  };

  return {
    hook,

    /** The holding of `asset` right now, without a lock (for quotes; execution checks under the lock). */
    available: (executor: Executor, asset: AssetSymbol) => repository.position(executor, asset),

    async positions(): Promise<TreasuryPosition[]> {
      const rates = await deps.prices.current();
      const rows = new Map((await repository.positions(db)).map((r) => [r.asset, r]));
      return ASSETS.map((a) => {
        const row = rows.get(a.symbol);
        return toDto(a.symbol, BigInt(row?.balance ?? '0'), row?.updatedAt ?? new Date(0), rates);
      });
    },

    /** An admin adds to the treasury's inventory, funded from outside; audited in the same transaction. */
    async topUp(admin: AdminContext, request: TreasuryTopUpRequest, key: string | undefined, hash: string) {
      const amount = parseAmountFor(request.asset, request.amount);
      // Read before the transaction: the embedded database has one connection.
      const rates = await deps.prices.current();
      return deps.idempotency.run(admin.actorId, key, hash, async (tx) => {
        const before = await repository.position(tx, request.asset);
        const result = await ledger.post(tx, {
          kind: 'treasury_top_up',
          status: 'completed',
          legs: [
            { accountId: ledger.platformAccount('external', request.asset), asset: request.asset, amount: -amount },
            { accountId: ledger.platformAccount('treasury', request.asset), asset: request.asset, amount },
          ],
          activities: [],
          metadata: { by: admin.actorId, note: request.note },
        });
        const after = await repository.position(tx, request.asset);
        const info = assetInfo(request.asset);
        await deps.audit.record(tx, {
          actorId: admin.actorId,
          action: 'treasury.top_up',
          targetType: 'treasury',
          targetId: request.asset,
          before: { balance: formatAmount(before, info.decimals) },
          after: {
            balance: formatAmount(after, info.decimals),
            amount: formatAmount(amount, info.decimals),
            note: request.note,
            reference: result.reference,
          },
          requestId: admin.requestId,
          ip: admin.ip,
        });
        return toDto(request.asset, after, new Date(), rates);
      });
    },
  };
}
export type TreasuryService = ReturnType<typeof createTreasuryService>;
