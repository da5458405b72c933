import { postingGatherMs, type Config } from './config.js';
import type { Database } from './db/client.js';
import {
  createChainServices,
  custodyFromConfig,
  depositAddressProvisioner,
  type ChainOptions,
} from './chains-container.js';
import { createExchangeServices } from './exchange-container.js';
import { createAdminServices } from './admin-container.js';
import { createBillServices } from './bills-container.js';
import { createIdentityServices } from './identity-container.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { createKycRepository } from './modules/kyc/kyc.repository.js';
import { createFreezeRepository } from './modules/freeze/freeze.repository.js';
import { createFreezeService } from './modules/freeze/freeze.service.js';
import { createPayoutServices, type PayoutOptions } from './payouts-container.js';
import { createSplitServices } from './split-container.js';
import { createLimitsServices } from './limits-container.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createSessionCache } from './modules/auth/session-cache.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { createFundingService } from './modules/funding/funding.service.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { createLedgerRepository } from './modules/ledger/ledger.repository.js';
import { createLedgerService } from './modules/ledger/ledger.service.js';
import { createPostingBatcher } from './modules/ledger/posting-batcher.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { welcomeMessage } from './modules/notifications/welcome.js';
import { createPreferencesRepository } from './modules/preferences/preferences.repository.js';
import { createPreferencesService } from './modules/preferences/preferences.service.js';
import { createPricesService } from './modules/prices/prices.service.js';
import { createReceiptsRepository } from './modules/receipts/receipts.repository.js';
import { createReceiptsService } from './modules/receipts/receipts.service.js';
import { createRateLimiter } from './modules/rate-limit/rate-limiter.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createActivitiesRepository } from './modules/wallet/activities.repository.js';
import { createWalletService } from './modules/wallet/wallet.service.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createDomainEvents } from './events/domain-events.js';
import { createMailServices } from './mail-container.js';
import { createHttpPriceProvider } from './providers/prices/http-price-provider.js';
import type { PriceProvider } from './providers/prices/price-provider.js';
import { createSandboxPriceProvider } from './providers/prices/sandbox-price-provider.js';

function priceProvider(config: Config, database: Database): PriceProvider {
  return config.PRICE_PROVIDER === 'http'
    ? createHttpPriceProvider({ url: config.PRICE_FEED_URL! })
    : createSandboxPriceProvider(database.db);
}

/** Wires every service once. The HTTP app, the seeds and the CLI all use the same instances. */
export function createContainer(
  config: Config,
  database: Database,
  chainOptions: ChainOptions = {},
  payoutOptions: PayoutOptions = {},
) {
  const custody = chainOptions.custody ?? custodyFromConfig(config);
  const { db } = database;
  const jobs = createJobQueue(database, { pollSeconds: config.JOB_POLL_SECONDS });
  // What features tell each other happened (sign-ins, bills paid, payouts, KYC), inside their transactions.
  const events = createDomainEvents();
  const users = createUsersRepository();
  const preferences = createPreferencesService({ db, repository: createPreferencesRepository() });
  const notifications = createNotificationsService({
    db,
    repository: createNotificationsRepository(),
    wantsNotifications: preferences.wantsNotifications,
  });
  const rateLimiter = createRateLimiter(db);
  // Live sessions seen lately (ADR 033), shared by sign-in and the revocations of account security.
  const sessionCache =
    config.SESSION_CACHE_SECONDS > 0 ? createSessionCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000 }) : undefined;
  const identity = createIdentityServices({
    config,
    db,
    notifications,
    rateLimiter,
    events,
    ...(sessionCache && { onSessionsRevoked: sessionCache.evict }),
  });
  const prices = priceProvider(config, database);
  const ledgerRepository = createLedgerRepository();
  const ledger = createLedgerService({
    db,
    repository: ledgerRepository,
    wantsTransactionNotification: preferences.wantsTransactionNotification,
  });
  const idempotency = createIdempotencyService(db);
  // Stored responses are kept two days (clients retry for 24 h at most), then forgotten.
  jobs.every('idempotency.purge', 3600, () => idempotency.purge());
  const postings = createPostingBatcher({
    db,
    idempotency,
    ledger,
    options: {
      batchSize: config.POSTING_BATCH_SIZE,
      inFlight: config.POSTING_BATCHES_IN_FLIGHT,
      spareAfterMs: config.POSTING_SPARE_BATCH_AFTER_MS,
      gatherMs: postingGatherMs(config),
    },
  });
  const wallet = createWalletService({
    db,
    prices,
    ledger,
    ledgerRepository,
    activities: createActivitiesRepository(),
    postings,
    explorerUrl: (chain, hash, id) => chainOptions.chains?.explorerUrl(chain, hash, id) ?? `/transactions/${id}`,
  });
  const audit = createAuditRepository();
  // Frozen accounts (issue 11): the rule is a ledger hook, so it covers every posting of every feature.
  const freeze = createFreezeService({ db, repository: createFreezeRepository(), audit, notifications });
  ledger.use(freeze.hook);
  const funding = createFundingService({ db, ledger, ledgerRepository, users, prices });
  const exchange = createExchangeServices({ config, db, ledger, ledgerRepository, prices, idempotency, jobs });
  const auth = createAuthService({
    db,
    config,
    users,
    sessions: createSessionsRepository(),
    ...(sessionCache && { cache: sessionCache }),
    rateLimiter,
    isFrozen: freeze.isFrozen,
    secondFactor: { isEnabled: identity.twoFactor.isEnabled, verify: identity.twoFactor.verifyForLogin },
    emit: events.emit,
    provisioners: [
      depositAddressProvisioner(custody, wallet),
      async (tx, user) => {
        await notifications.notify(tx, user.id, welcomeMessage(user));
      },
    ],
  });
  const chainServices = createChainServices({
    config,
    db,
    custody,
    registry: chainOptions.chains,
    ledger,
    ledgerRepository,
    wallet,
    funding,
    prices,
    idempotency,
    jobs,
  });
  const payoutServices = createPayoutServices({
    config,
    db,
    ledger,
    ledgerRepository,
    wallet,
    users,
    idempotency,
    jobs,
    prices,
    notifications,
    audit,
    freeze,
    events,
    rateLimiter,
    options: payoutOptions,
  });
  const limitsServices = createLimitsServices({
    config,
    db,
    ledger,
    prices,
    audit,
    notifications,
    users,
    rateLimiter,
    resolveAccount: (bankCode, accountNumber) => payoutServices.payouts.resolve(bankCode, accountNumber),
  });
  const shared = { config, db, ledger, ledgerRepository, users, notifications, idempotency, prices, rateLimiter };
  return {
    ...createBillServices({ ...shared, jobs, events }),
    ...createMailServices({ config, db, jobs, events, ledger, users, preferences }),
    events,
    ...createSplitServices({ ...shared, wallet }),
    config,
    database,
    db,
    users,
    notifications,
    auth,
    sessionCache,
    ledger,
    ledgerRepository,
    wallet,
    funding,
    exchange,
    idempotency,
    postings,
    jobs,
    rateLimiter,
    audit,
    freeze,
    prices: createPricesService(db, prices, audit),
    receipts: createReceiptsService({ db, wallet, prices, repository: createReceiptsRepository() }),
    preferences,
    ...identity,
    ...chainServices,
    ...payoutServices,
    ...limitsServices,
    ...createAdminServices({
      db,
      jobs,
      prices,
      chains: chainServices.chains,
      watcher: chainServices.depositWatcher,
      hotWalletAddress: custody.hotWallet().address,
      wallet,
      kyc: createKycRepository(),
      freeze,
      tiers: limitsServices.limits.tiersOf,
      payoutProviders: payoutServices.payoutProviders,
      sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    }),
  };
}
export type Container = ReturnType<typeof createContainer>;
