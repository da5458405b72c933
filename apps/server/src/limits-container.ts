import type { AssetSymbol } from '@app/contract';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { AuditRepository } from './modules/audit/audit.repository.js';
import { createBeneficiariesRepository } from './modules/beneficiaries/beneficiaries.repository.js';
import { createBeneficiariesService } from './modules/beneficiaries/beneficiaries.service.js';
import type { LedgerService } from './modules/ledger/ledger.service.js';
import { createLimitsRepository } from './modules/limits/limits.repository.js';
import { createLimitsService } from './modules/limits/limits.service.js';
import { tierTable } from './modules/limits/tiers.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import type { RateLimiter } from './modules/rate-limit/rate-limiter.js';
import type { UsersRepository } from './modules/users/users.repository.js';
import type { PriceProvider } from './providers/prices/price-provider.js';

/**
 * Limits by verification tier and saved recipients (issue 15). The daily limit is a ledger
 * posting hook, added after the freeze rule so a frozen account hears that first.
 */
export function createLimitsServices(deps: {
  config: Config;
  db: Db;
  ledger: LedgerService;
  prices: PriceProvider;
  audit: AuditRepository;
  notifications: NotificationsService;
  users: UsersRepository;
  rateLimiter: RateLimiter;
  resolveAccount: (bankCode: string, accountNumber: string) => Promise<{ account_name: string }>;
}) {
  const { prices } = deps;
  const limits = createLimitsService({
    db: deps.db,
    repository: createLimitsRepository(),
    tiers: tierTable(deps.config.TIER_LIMITS),
    feeAccount: (asset) => deps.ledger.platformAccount('fees', asset as AssetSymbol),
    ratesWithin: (tx) => (prices.currentWithin ? prices.currentWithin(tx) : prices.current()),
    audit: deps.audit,
    notifications: deps.notifications,
  });
  deps.ledger.use(limits.hook);
  const beneficiaries = createBeneficiariesService({
    db: deps.db,
    repository: createBeneficiariesRepository(),
    users: deps.users,
    resolveAccount: deps.resolveAccount,
    rateLimiter: deps.rateLimiter,
  });
  return { limits, beneficiaries };
}
