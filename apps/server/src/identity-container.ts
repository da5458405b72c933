import type { DomainEvents } from './events/domain-events.js';
import { join } from 'node:path';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { createKycRepository } from './modules/kyc/kyc.repository.js';
import { createKycService } from './modules/kyc/kyc.service.js';
import type { NotificationsService } from './modules/notifications/notifications.service.js';
import type { RateLimiter } from './modules/rate-limit/rate-limiter.js';
import { createAccountSecurityRepository } from './modules/security/account-security.repository.js';
import { createAccountSecurityService } from './modules/security/account-security.service.js';
import { createSecretBox } from './modules/security/secret-box.js';
import { createTwoFactorRepository } from './modules/security/two-factor.repository.js';
import { createTwoFactorService } from './modules/security/two-factor.service.js';
import { createUploadsRepository } from './modules/uploads/uploads.repository.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { createSandboxKycCheckProvider } from './providers/kyc/sandbox-kyc-check-provider.js';
import type { FileStorage } from './providers/storage/file-storage.js';
import { createLocalDiskStorage } from './providers/storage/local-disk-storage.js';
import { createS3Storage } from './providers/storage/s3-storage.js';

export function fileStorage(config: Config): FileStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return createLocalDiskStorage(join(config.DATA_DIR, 'uploads'));
}

/** Uploads, identity verification and account security services (issue 5), wired once. */
export function createIdentityServices(deps: {
  config: Config;
  db: Db;
  notifications: NotificationsService;
  rateLimiter: RateLimiter;
  events: DomainEvents;
  storage?: FileStorage;
  /** Told the sessions that password changes and device sign-outs revoked (the session cache). */
  onSessionsRevoked?: (sessionIds: string[]) => void;
}) {
  const { config, db, notifications, rateLimiter } = deps;
  const limits = { maxFailures: config.LOGIN_MAX_PER_ACCOUNT, windowSeconds: config.LOGIN_WINDOW_SECONDS };
  const storage = deps.storage ?? fileStorage(config);
  const uploads = createUploadsService({ db, repository: createUploadsRepository(), storage });
  const kyc = createKycService({
    db,
    repository: createKycRepository(),
    uploads,
    checks: createSandboxKycCheckProvider(),
    notifications,
    audit: createAuditRepository(),
    emit: deps.events.emit,
  });
  const twoFactor = createTwoFactorService({
    db,
    repository: createTwoFactorRepository(),
    secrets: createSecretBox(config.SECRETS_KEY),
    rateLimiter,
    notifications,
    issuer: 'NaijaWallet',
    ...limits,
  });
  const accountSecurity = createAccountSecurityService({
    db,
    repository: createAccountSecurityRepository(),
    rateLimiter,
    notifications,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    ...limits,
    ...(deps.onSessionsRevoked && { onSessionsRevoked: deps.onSessionsRevoked }),
  });
  return { storage, uploads, kyc, twoFactor, accountSecurity };
}
export type IdentityServices = ReturnType<typeof createIdentityServices>;
