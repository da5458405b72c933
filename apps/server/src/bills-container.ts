import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { DomainEvents } from './events/domain-events.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createBillSettlement } from './modules/bills/bill-settlement.js';
import { defineBillJobs } from './modules/bills/bills.jobs.js';
import { createBillsRepository } from './modules/bills/bills.repository.js';
import { createBillsService } from './modules/bills/bills.service.js';
import type { IdempotencyService } from './modules/idempotency/idempotency.service.js';
import type { LedgerRepository } from './modules/ledger/ledger.repository.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import type { RateLimiter } from './modules/rate-limit/rate-limiter.js';
import type { UsersRepository } from './modules/users/users.repository.js';
import type { Biller } from './providers/bills/biller.js';
import { createSandboxBiller } from './providers/bills/sandbox-biller.js';
import { createVtpassBiller } from './providers/bills/vtpass-biller.js';
import type { PriceProvider } from './providers/prices/price-provider.js';

export function billerFromConfig(config: Config, db: Db): Biller {
  if (config.BILLS_PROVIDER === 'vtpass') {
    return createVtpassBiller({
      baseUrl: config.BILLS_API_URL!,
      apiKey: config.BILLS_API_KEY!,
      secretKey: config.BILLS_SECRET_KEY!,
      publicKey: config.BILLS_PUBLIC_KEY!,
      contactPhone: config.BILLS_CONTACT_PHONE!,
    });
  }
  return createSandboxBiller({ db });
}

/** Bill payments (issue 10): the biller, settlement, the service and their background jobs. */
export function createBillServices(deps: {
  config: Config;
  db: Db;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  users: UsersRepository;
  notifications: NotificationsService;
  idempotency: IdempotencyService;
  prices: Pick<PriceProvider, 'current'>;
  rateLimiter: RateLimiter;
  jobs: JobQueue;
  events: DomainEvents;
  biller?: Biller;
}) {
  const biller = deps.biller ?? billerFromConfig(deps.config, deps.db);
  const repository = createBillsRepository();
  const requerySeconds = deps.config.BILLS_REQUERY_SECONDS;
  const settlement = createBillSettlement({ ...deps, biller, repository, emit: deps.events.emit });
  const bills = createBillsService({ ...deps, biller, settlement, repository, requerySeconds });
  defineBillJobs(deps.jobs, { db: deps.db, settlement, repository, requerySeconds });
  return { biller, billSettlement: settlement, bills };
}
export type BillServices = ReturnType<typeof createBillServices>;
