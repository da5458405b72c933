import type { Db } from '../../db/client.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { SecretBox } from './secret-box.js';
import { securityErrors } from './security.errors.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.js';
import type { TwoFactorRepository } from './two-factor.repository.js';

export interface TwoFactorDeps {
  db: Db;
  repository: TwoFactorRepository;
  secrets: SecretBox;
  rateLimiter: RateLimiter;
  notifications: Pick<NotificationsService, 'notify'>;
  issuer: string;
  /** Wrong codes allowed per window before settings changes are refused (sign-in has its own limits). */
  maxFailures: number;
  windowSeconds: number;
}

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { db, repository, secrets, rateLimiter } = deps;

  /** Checks a code against the enabled secret and burns its time step. */
  async function checkEnabledCode(userId: string, code: string): Promise<boolean> {
    const row = await repository.find(db, userId);
    if (!row?.secret || !row.enabledAt) return false;
    const step = verifyTotp(secrets.open(row.secret), code, { afterStep: row.lastStep });
    return step !== null && (await repository.claimStep(db, userId, step));
  }

  /** Settings changes guarded by a code count wrong codes, like sign-in does. */
  async function guarded(userId: string, attempt: () => Promise<boolean>): Promise<void> {
    const key = `2fa:user:${userId}`;
    // Counted before the check (a success clears it), so concurrent guesses can't outrun the count.
    const attempts = await rateLimiter.hit(key, deps.windowSeconds);
    if (attempts.count > deps.maxFailures) throw securityErrors.tooManyAttempts(attempts.retryAfterSeconds);
    if (!(await attempt())) throw securityErrors.invalidCode();
    await rateLimiter.reset(key);
  }

  return {
    async isEnabled(userId: string): Promise<boolean> {
      return !!(await repository.find(db, userId))?.enabledAt;
    },

    async setup(user: { id: string; email: string }) {
      if ((await repository.find(db, user.id))?.enabledAt) throw securityErrors.alreadyEnabled();
      const secret = newTotpSecret();
      await repository.savePending(db, user.id, secrets.seal(secret));
      return { secret, otpauth_url: otpauthUrl(secret, user.email, deps.issuer) };
    },

    async enable(userId: string, code: string): Promise<void> {
      const row = await repository.find(db, userId);
      if (row?.enabledAt) throw securityErrors.alreadyEnabled();
      if (!row?.pendingSecret) throw securityErrors.noSetup();
      const sealed = row.pendingSecret;
      await guarded(userId, async () => {
        const step = verifyTotp(secrets.open(sealed), code);
        if (step === null) return false;
        await db.transaction(async (tx) => {
          await repository.enable(tx, userId, sealed, step);
          await deps.notifications.notify(tx, userId, {
            title: 'Two-factor authentication on',
            body: 'Signing in now needs a code from your authenticator app.',
            category: 'security',
          });
        });
        return true;
      });
    },

    async disable(userId: string, code: string): Promise<void> {
      if (!(await repository.find(db, userId))?.enabledAt) throw securityErrors.notEnabled();
      await guarded(userId, () => checkEnabledCode(userId, code));
      await db.transaction(async (tx) => {
        await repository.disable(tx, userId);
        await deps.notifications.notify(tx, userId, {
          title: 'Two-factor authentication off',
          body: "Signing in no longer asks for a code. If this wasn't you, change your password now.",
          category: 'security',
        });
      });
    },

    /** For sign-in: the auth service counts failures against its own login limits. */
    verifyForLogin: checkEnabledCode,
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
