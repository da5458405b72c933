import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { IdempotencyService } from './modules/idempotency/idempotency.service.js';
import type { LedgerRepository } from './modules/ledger/ledger.repository.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import type { RateLimiter } from './modules/rate-limit/rate-limiter.js';
import { createPaymentRequestsService } from './modules/split/payment-requests.service.js';
import { createSplitRepository } from './modules/split/split.repository.js';
import { createSplitService } from './modules/split/split.service.js';
import { createTagLookup } from './modules/split/tag-lookup.js';
import type { UsersRepository } from './modules/users/users.repository.js';
import type { WalletService } from './modules/wallet/wallet.service.js';
import type { PriceProvider } from './providers/prices/price-provider.js';

/** Split payments, payment requests and the tag lookup (issue 10). `now` is the clock reminders read. */
export function createSplitServices(deps: {
  config: Config;
  db: Db;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  wallet: WalletService;
  users: UsersRepository;
  notifications: NotificationsService;
  idempotency: IdempotencyService;
  prices: Pick<PriceProvider, 'current'>;
  rateLimiter: RateLimiter;
  now?: () => Date;
}) {
  const repository = createSplitRepository();
  return {
    split: createSplitService({ ...deps, repository }),
    paymentRequests: createPaymentRequestsService({
      ...deps,
      repository,
      reminderIntervalSeconds: deps.config.PAYMENT_REQUEST_REMINDER_MINUTES * 60,
    }),
    lookupTag: createTagLookup(deps),
  };
}
export type SplitServices = ReturnType<typeof createSplitServices>;
