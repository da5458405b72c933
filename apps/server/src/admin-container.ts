import type { Tier } from '@app/contract';
import type { Db } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createAdminAnalyticsService } from './modules/admin/admin-analytics.service.js';
import { createAdminOverviewService } from './modules/admin/admin-overview.service.js';
import { foldAdminRollup } from './modules/admin/admin-rollup.js';
import { createAdminStatsRepository } from './modules/admin/admin-stats.repository.js';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository.js';
import { createAdminUsersService } from './modules/admin/admin-users.service.js';
import { createSolvency } from './modules/admin/solvency.js';
import type { ChainRegistry } from './modules/chains/chain-registry.js';
import type { DepositWatcher } from './modules/chains/deposit-watcher.js';
import type { FreezeService } from './modules/freeze/freeze.service.js';
import type { KycRepository } from './modules/kyc/kyc.repository.js';
import { createLatencyRecorder } from './modules/metrics/latency-recorder.js';
import type { WalletService } from './modules/wallet/wallet.service.js';
import type { PayoutProvider } from './providers/payouts/payout-provider.js';
import type { PriceProvider } from './providers/prices/price-provider.js';

/** The back office (issue 11): overview, users, analytics with solvency. */
export function createAdminServices(deps: {
  db: Db;
  jobs: JobQueue;
  prices: PriceProvider;
  chains: ChainRegistry;
  watcher: DepositWatcher;
  hotWalletAddress: string;
  wallet: WalletService;
  kyc: KycRepository;
  freeze: FreezeService;
  tiers: (userIds: string[]) => Promise<Map<string, Tier>>;
  payoutProviders: PayoutProvider[];
  sessionIdleMinutes: number;
}) {
  const { db } = deps;
  const stats = createAdminStatsRepository();
  const latency = createLatencyRecorder();
  // The all-time sums' watermark moves every minute (ADR 058).
  deps.jobs.every('admin.rollup-fold', 60, () => foldAdminRollup(db));
  const solvency = createSolvency({
    db,
    stats,
    chains: deps.chains,
    hotWalletAddress: deps.hotWalletAddress,
    payoutProviders: deps.payoutProviders,
  });
  return {
    latency,
    adminOverview: createAdminOverviewService({
      db,
      stats,
      prices: deps.prices,
      chains: deps.chains,
      watcher: deps.watcher,
      wallet: deps.wallet,
      latency,
      startedAt: Date.now(),
    }),
    adminUsers: createAdminUsersService({
      db,
      repository: createAdminUsersRepository(),
      kyc: deps.kyc,
      wallet: deps.wallet,
      freeze: deps.freeze,
      tiers: deps.tiers,
      sessionIdleMinutes: deps.sessionIdleMinutes,
    }),
    adminAnalytics: createAdminAnalyticsService({ db, stats, prices: deps.prices, solvency }),
  };
}
