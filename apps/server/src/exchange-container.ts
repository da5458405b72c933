import type { AssetSymbol } from '@app/contract';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { AUTO_CONVERT_QUEUE, createAutoConvertService } from './modules/exchange/auto-convert.service.js';
import { createExchangeRepository } from './modules/exchange/exchange.repository.js';
import { createPortfolioHistoryService } from './modules/exchange/portfolio-history.service.js';
import { createSwapsService } from './modules/exchange/swaps.service.js';
import { createTreasuryService } from './modules/exchange/treasury.service.js';
import type { IdempotencyService } from './modules/idempotency/idempotency.service.js';
import type { LedgerRepository } from './modules/ledger/ledger.repository.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import { createHttpLiquidityProvider } from './providers/liquidity/http-liquidity-provider.js';
import type { LiquidityProvider } from './providers/liquidity/liquidity-provider.js';
import { createSandboxLiquidityProvider } from './providers/liquidity/sandbox-liquidity-provider.js';
import type { PriceProvider } from './providers/prices/price-provider.js';

const DAY_MS = 86_400_000;

export function liquidityProvider(config: Config, prices: PriceProvider): LiquidityProvider {
  if (config.SWAP_PROVIDER === 'http') {
    return createHttpLiquidityProvider({
      url: config.SWAP_QUOTE_URL!,
      apiKey: config.SWAP_API_KEY,
      chainId: config.SWAP_CHAIN_ID,
      tokens: config.SWAP_TOKENS as Partial<Record<AssetSymbol, string>>,
    });
  }
  const [dollars, cents = ''] = config.SWAP_NETWORK_FEE_USD.split('.');
  return createSandboxLiquidityProvider({
    prices,
    spreadBps: config.SWAP_SPREAD_BPS,
    depthUsd: Object.fromEntries(Object.entries(config.SWAP_DEPTH_USD).map(([k, v]) => [k, BigInt(v)])),
    networkFeeUsdCents: BigInt(dollars! + cents.padEnd(2, '0')),
  });
}

/** Swaps, auto-convert, the treasury and portfolio history (issue 9), wired once. */
export function createExchangeServices(deps: {
  config: Config;
  db: Db;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  prices: PriceProvider;
  idempotency: IdempotencyService;
  jobs: JobQueue;
  now?: () => Date;
}) {
  const { config, db, ledger, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createExchangeRepository();
  const liquidity = liquidityProvider(config, deps.prices);
  const treasury = createTreasuryService({ ...deps, repository, audit: createAuditRepository() });
  const swaps = createSwapsService({
    ...deps,
    repository,
    treasury,
    liquidity,
    now,
    quoteTtlSeconds: config.SWAP_QUOTE_TTL_S,
    feeBps: config.SWAP_FEE_BPS,
  });
  const autoConvert = createAutoConvertService({
    ...deps,
    repository,
    swaps,
    now,
    cooldownSeconds: config.AUTO_CONVERT_COOLDOWN_S,
    recheckSeconds: config.AUTO_CONVERT_RECHECK_S,
  });
  ledger.use(treasury.hook);
  ledger.use(autoConvert.hook);
  jobs.define<{ walletId?: unknown }>(
    AUTO_CONVERT_QUEUE,
    async (data) => {
      if (typeof data.walletId === 'string') await autoConvert.run({ walletId: data.walletId });
    },
    // One queued per balance (the singleton key). `short`, not `stately`: a run left active by a process
    // that died would hold back every balance's conversion until it expired; a second run at once
    // converts nothing twice (it rechecks under the wallet's lock).
    { policy: 'short', retryLimit: 10, retryDelaySeconds: 2, expireInSeconds: 120, batchSize: 8 },
  );
  jobs.every('exchange.purge-quotes', 3600, () => repository.purgeQuotes(db, new Date(now().getTime() - DAY_MS)));
  const portfolio = createPortfolioHistoryService({ db, prices: deps.prices, now });
  return { repository, liquidity, treasury, swaps, autoConvert, portfolio };
}
export type ExchangeServices = ReturnType<typeof createExchangeServices>;
