import type { Config } from './config.js';
import type { Db, Tx } from './db/client.js';
import { users } from './db/schema.js';
import { eq } from 'drizzle-orm';
import { emptyChainRegistry, type ChainRegistry } from './modules/chains/chain-registry.js';
import { createDepositWatcher } from './modules/chains/deposit-watcher.js';
import { createWithdrawalTracker } from './modules/chains/withdrawal-tracker.js';
import { createWithdrawalsService } from './modules/chains/withdrawals.service.js';
import { createCustodyKeys, type CustodyKeys } from './modules/custody/keys.js';
import { loadCustodyMnemonic } from './modules/custody/seed.js';
import type { FundingService } from './modules/funding/funding.service.js';
import type { IdempotencyService } from './modules/idempotency/idempotency.service.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { LedgerRepository } from './modules/ledger/ledger.repository.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import type { UserRow } from './modules/users/user-dto.js';
import type { WalletService } from './modules/wallet/wallet.service.js';
import type { PriceProvider } from './providers/prices/price-provider.js';

export interface ChainOptions {
  custody?: CustodyKeys;
  chains?: ChainRegistry;
}

export function custodyFromConfig(config: Config): CustodyKeys {
  return createCustodyKeys(
    loadCustodyMnemonic({
      configured: config.CUSTODY_MNEMONIC,
      dataDir: config.DATA_DIR,
      production: config.NODE_ENV === 'production',
    }),
  );
}

/** Gives a new user deposit addresses derived from the custody seed at their custody index. */
export function depositAddressProvisioner(custody: CustodyKeys, wallet: WalletService) {
  return async (tx: Tx, user: UserRow) => {
    const evm = custody.depositAccount(user.custodyIndex).address;
    const starknet = custody.starknet(user.custodyIndex).address;
    await wallet.openWallets(tx, user.id, { ETH: evm, USDC: evm, CORE: evm, STRK: starknet });
    await tx.update(users).set({ address: evm }).where(eq(users.id, user.id));
  };
}

/** On-chain services: deposit watcher, withdrawals and their tracker, over the connected chains. */
export function createChainServices(deps: {
  config: Config;
  db: Db;
  custody: CustodyKeys;
  registry: ChainRegistry | undefined;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  wallet: WalletService;
  funding: FundingService;
  prices: PriceProvider;
  idempotency: IdempotencyService;
  jobs: JobQueue;
}) {
  const registry = deps.registry ?? emptyChainRegistry();
  const pollSeconds = deps.config.CHAIN_POLL_MS / 1000;
  const withdrawals = createWithdrawalsService({ ...deps, registry });
  const depositWatcher = createDepositWatcher({ db: deps.db, registry, funding: deps.funding });
  const withdrawalTracker = createWithdrawalTracker({ db: deps.db, registry, withdrawals });
  // Each chain is scanned by one instance at a time; a failed scan is simply tried again next time.
  for (const runtime of registry.all) {
    deps.jobs.every(`chains.scan.${runtime.id}`, pollSeconds, async () => {
      await depositWatcher.scanChain(runtime);
    });
  }
  if (registry.all.length) deps.jobs.every('withdrawals.track', pollSeconds, withdrawalTracker.tick);
  return { custody: deps.custody, chains: registry, depositWatcher, withdrawals, withdrawalTracker };
}
