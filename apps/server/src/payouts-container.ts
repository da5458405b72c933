import type { DomainEvents } from './events/domain-events.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { AuditRepository } from './modules/audit/audit.repository.js';
import type { FreezeService } from './modules/freeze/freeze.service.js';
import type { IdempotencyService } from './modules/idempotency/idempotency.service.js';
import type { LedgerRepository } from './modules/ledger/ledger.repository.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import { createPayoutApprovalsService } from './modules/payouts/payout-approvals.service.js';
import { createPayoutProcessor, PAYOUT_JOBS, type PollJob } from './modules/payouts/payout-processor.js';
import { createPayoutRouter } from './modules/payouts/payout-router.js';
import { createPayoutTransitions } from './modules/payouts/payout-transitions.js';
import { createPayoutWebhooks } from './modules/payouts/payout-webhooks.js';
import { createPayoutsRepository } from './modules/payouts/payouts.repository.js';
import { createPayoutsService } from './modules/payouts/payouts.service.js';
import type { UsersRepository } from './modules/users/users.repository.js';
import type { WalletService } from './modules/wallet/wallet.service.js';
import { createFlutterwaveHttpProvider } from './providers/payouts/flutterwave-http-provider.js';
import { parseFlutterwaveWebhook, verifyFlutterwaveWebhook } from './providers/payouts/flutterwave-protocol.js';
import type { PayoutProvider } from './providers/payouts/payout-provider.js';
import { createPaystackHttpProvider } from './providers/payouts/paystack-http-provider.js';
import { parsePaystackWebhook, verifyPaystackWebhook } from './providers/payouts/paystack-protocol.js';
import { createSandboxPayoutProvider, type Clock } from './providers/payouts/sandbox-payout-provider.js';
import type { PriceProvider } from './providers/prices/price-provider.js';
import type { RateLimiter } from './modules/rate-limit/rate-limiter.js';

export interface PayoutOptions {
  /** The sandbox providers' clock (tests move it by hand). */
  clock?: Clock;
}

/** Keys the sandboxes sign their webhooks with when no real key is configured (never in production use). */
export const SANDBOX_PAYSTACK_KEY = 'sk_test_naijawallet_sandbox_paystack';
export const SANDBOX_FLUTTERWAVE_HASH = 'naijawallet-sandbox-flutterwave-hash';

/** Paystack and Flutterwave, each the sandbox stand-in or the real API, as configured. */
export function payoutProvidersFromConfig(config: Config, db: Db, clock: Clock): PayoutProvider[] {
  const paystackKey = config.PAYSTACK_SECRET_KEY ?? SANDBOX_PAYSTACK_KEY;
  const flutterwaveHash = config.FLUTTERWAVE_SECRET_HASH ?? SANDBOX_FLUTTERWAVE_HASH;
  // The sandboxes' keys are public defaults: in production nobody may sign a webhook with them
  // (a forged "reversed" would refund a paid-out payout). Sandboxes are followed by polling anyway.
  const production = config.NODE_ENV === 'production';
  const sandboxVerify = (verify: PayoutProvider['verifyWebhook']): PayoutProvider['verifyWebhook'] =>
    production ? () => false : verify;
  return [
    config.PAYSTACK_PROVIDER === 'http'
      ? createPaystackHttpProvider({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: paystackKey })
      : createSandboxPayoutProvider({
          name: 'paystack',
          db,
          clock,
          floatKobo: 50_000_000_00n,
          verifyWebhook: sandboxVerify((headers, raw) => verifyPaystackWebhook(paystackKey, headers, raw)),
          parseWebhook: parsePaystackWebhook,
        }),
    config.FLUTTERWAVE_PROVIDER === 'http'
      ? createFlutterwaveHttpProvider({
          baseUrl: config.FLUTTERWAVE_BASE_URL,
          secretKey: config.FLUTTERWAVE_SECRET_KEY!,
          secretHash: flutterwaveHash,
        })
      : createSandboxPayoutProvider({
          name: 'flutterwave',
          db,
          clock,
          floatKobo: 20_000_000_00n,
          verifyWebhook: sandboxVerify((headers, raw) => verifyFlutterwaveWebhook(flutterwaveHash, headers, raw)),
          parseWebhook: parseFlutterwaveWebhook,
        }),
  ];
}

/** Bank payouts (issue 11), wired once. */
export function createPayoutServices(deps: {
  config: Config;
  db: Db;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  wallet: WalletService;
  users: UsersRepository;
  idempotency: IdempotencyService;
  jobs: JobQueue;
  prices: PriceProvider;
  notifications: NotificationsService;
  audit: AuditRepository;
  freeze: FreezeService;
  events: DomainEvents;
  rateLimiter: RateLimiter;
  options: PayoutOptions;
}) {
  const { config, db, ledger, jobs, audit, freeze } = deps;

  const providers = payoutProvidersFromConfig(config, db, deps.options.clock ?? Date.now);
  const router = createPayoutRouter(providers, config.PAYOUT_PRIMARY_PROVIDER);
  const repository = createPayoutsRepository();
  const transitions = createPayoutTransitions({
    ledger,
    ledgerRepository: deps.ledgerRepository,
    repository,
    emit: deps.events.emit,
  });
  const processor = createPayoutProcessor({ db, jobs, router, repository, transitions, freeze });
  const payouts = createPayoutsService({
    db,
    prices: deps.prices,
    ledger,
    wallet: deps.wallet,
    users: deps.users,
    idempotency: deps.idempotency,
    jobs,
    router,
    repository,
    rateLimiter: deps.rateLimiter,
    thresholds: {
      approvalKobo: BigInt(config.PAYOUT_APPROVAL_THRESHOLD_NGN) * 100n,
      dualApprovalKobo: BigInt(config.PAYOUT_DUAL_APPROVAL_NGN) * 100n,
    },
  });
  const payoutApprovals = createPayoutApprovalsService({ db, jobs, repository, transitions, audit, freeze });
  const payoutWebhooks = createPayoutWebhooks({ db, router, repository, processor });

  // One queued step per payout (keyed by the payout id); each step locks the payout and is idempotent,
  // so `short`: a step left running by a process that died must not hold back every payout. Up to
  // eight steps a poll, run together: a burst of payouts goes out in seconds, not one a second.
  const steps = { policy: 'short', batchSize: 8 } as const;
  jobs.define<{ payoutId: string }>(PAYOUT_JOBS.send, (data) => processor.send(data.payoutId), steps);
  jobs.define<PollJob>(PAYOUT_JOBS.poll, (data) => processor.poll(data), steps);
  jobs.every(PAYOUT_JOBS.sweep, 60, processor.sweep);

  return {
    payoutProviders: providers,
    payoutRouter: router,
    payouts,
    payoutApprovals,
    payoutProcessor: processor,
    payoutWebhooks,
  };
}
