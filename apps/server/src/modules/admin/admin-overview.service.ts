import { hostname } from 'node:os';
import { formatAmount, type AdminOverview, type AssetSymbol } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { ASSETS, assetInfo } from '../assets/catalogue.js';
import type { ChainRegistry } from '../chains/chain-registry.js';
import { allChainStatuses } from '../chains/chain-status.js';
import type { DepositWatcher } from '../chains/deposit-watcher.js';
import type { LatencyRecorder } from '../metrics/latency-recorder.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { fiat, valuation } from '../wallet/wallet.dto.js';
import type { AdminStatsRepository } from './admin-stats.repository.js';

export interface OverviewDeps {
  db: Db;
  stats: AdminStatsRepository;
  prices: PriceProvider;
  chains: ChainRegistry;
  watcher: Pick<DepositWatcher, 'cursor'>;
  wallet: Pick<WalletService, 'transactionsByIds'>;
  latency: LatencyRecorder;
  startedAt: number;
}

/** Fee accounts' net holdings per asset, with their USD value at current prices. */
export function feesByAsset(
  platform: { kind: string; asset: string; total: string }[],
  rates: Awaited<ReturnType<PriceProvider['current']>>,
) {
  return ASSETS.map((info) => {
    const total = BigInt(platform.find((r) => r.kind === 'fees' && r.asset === info.symbol)?.total ?? '0');
    return { asset: info.symbol as AssetSymbol, units: total, cents: valuation(info.symbol, total, rates).cents };
  });
}

/** Admin Overview: every figure computed from the database (and this instance's own latency). */
export function createAdminOverviewService(deps: OverviewDeps) {
  const { db, stats } = deps;
  return {
    async overview(): Promise<AdminOverview> {
      const [totals, platform, rates, chains, top, latestIds] = await Promise.all([
        stats.totals(db),
        stats.platformBalances(db),
        deps.prices.current(),
        allChainStatuses(deps.chains, deps.watcher),
        stats.topUsers(db, 5),
        stats.latestActivityIds(db, 10),
      ]);
      const fees = feesByAsset(platform, rates);
      const latency = deps.latency.summary();
      return {
        stats: {
          total_users: totals.users,
          total_volume_usd: fiat(BigInt(totals.volume_cents)),
          platform_fees_usd: fiat(fees.reduce((sum, f) => sum + f.cents, 0n)),
          fees_by_asset: fees.map((f) => ({
            asset: f.asset,
            amount: formatAmount(f.units, assetInfo(f.asset).decimals),
            usd_value: fiat(f.cents),
          })),
          active_users_30d: totals.active,
        },
        health: {
          uptime_seconds: Math.round((Date.now() - deps.startedAt) / 1000),
          latency_p50_ms: latency.p50,
          latency_p99_ms: latency.p99,
          requests_5m: latency.count,
          transactions_today: totals.today,
          instance: `${hostname()}:${process.pid}`,
        },
        chains,
        latest_transactions: await deps.wallet.transactionsByIds(latestIds.map((r) => r.id)),
        top_users: top.map((u) => ({
          id: u.id,
          tag: u.tag,
          volume_usd: fiat(BigInt(u.cents)),
          transactions: u.transactions,
        })),
        generated_at: new Date().toISOString(),
      };
    },
  };
}
export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
