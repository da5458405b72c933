import type { DeviceSession } from '@app/contract';
import { afterCommit } from '../../db/after-commit.js';
import type { Db, Executor } from '../../db/client.js';
import type { Caller } from '../../http/define-route.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AccountSecurityRepository } from './account-security.repository.js';
import { securityErrors, type PasswordField } from './security.errors.js';
import { parseUserAgent } from './user-agent.js';

export interface AccountSecurityDeps {
  db: Db;
  repository: AccountSecurityRepository;
  rateLimiter: RateLimiter;
  notifications: Pick<NotificationsService, 'notify'>;
  idleMinutes: number;
  maxFailures: number;
  windowSeconds: number;
  /** Told the ids of the sessions this revoked, once the revocation has committed (the session cache). */
  onSessionsRevoked?: (sessionIds: string[]) => void;
}

/** Password change and device (session) management. */
export function createAccountSecurityService(deps: AccountSecurityDeps) {
  const { db, repository, rateLimiter } = deps;
  const revoked = (executor: Executor, sessionIds: string[]) =>
    afterCommit(executor, () => deps.onSessionsRevoked?.(sessionIds));

  /**
   * The account's password, asked again before a change that could lock its owner out. Its
   * failures share one limit, counted before the check (a success clears it), so concurrent
   * guesses can't outrun the count.
   */
  async function confirmPassword(userId: string, password: string, field: PasswordField): Promise<void> {
    const key = `password:user:${userId}`;
    const attempts = await rateLimiter.hit(key, deps.windowSeconds);
    if (attempts.count > deps.maxFailures) throw securityErrors.tooManyAttempts(attempts.retryAfterSeconds);
    const hash = await repository.passwordHash(db, userId);
    if (!hash || !(await verifyPassword(hash, password))) throw securityErrors.wrongPassword(field);
    await rateLimiter.reset(key);
  }

  return {
    confirmPassword: (userId: string, password: string) => confirmPassword(userId, password, 'password'),

    /** Needs the current password; every other session is signed out, this one stays. */
    async changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<void> {
      await confirmPassword(caller.userId, currentPassword, 'current_password');
      if (currentPassword === newPassword) throw securityErrors.samePassword();
      const newHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repository.setPasswordHash(tx, caller.userId, newHash);
        revoked(tx, await repository.revokeOthers(tx, caller.userId, caller.sessionId));
        await deps.notifications.notify(tx, caller.userId, {
          title: 'Password changed',
          body: "Your password was changed and your other devices were signed out. If this wasn't you, contact support.",
          category: 'security',
        });
      });
    },

    async listSessions(caller: Caller): Promise<DeviceSession[]> {
      const rows = await repository.listLiveSessions(db, caller.userId, deps.idleMinutes);
      const list = rows.map((row) => ({
        id: row.id,
        ...parseUserAgent(row.userAgent),
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === caller.sessionId,
      }));
      // The current device first, then the most recently used.
      return list.sort((a, b) => Number(b.current) - Number(a.current));
    },

    async revokeSession(caller: Caller, sessionId: string): Promise<void> {
      if (!(await repository.revoke(db, caller.userId, sessionId))) throw securityErrors.sessionNotFound();
      revoked(db, [sessionId]);
    },

    async revokeOthers(caller: Caller): Promise<number> {
      return db.transaction(async (tx) => {
        const ids = await repository.revokeOthers(tx, caller.userId, caller.sessionId);
        revoked(tx, ids);
        if (ids.length > 0) {
          await deps.notifications.notify(tx, caller.userId, {
            title: 'Signed out of other devices',
            body: `${ids.length} other session${ids.length === 1 ? ' was' : 's were'} signed out.`,
            category: 'security',
          });
        }
        return ids.length;
      });
    },
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
