import { endpoints } from '@app/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AccountSecurityService } from './account-security.service.js';
import type { TwoFactorService } from './two-factor.service.js';

export const securityRoutes =
  (deps: {
    db: Db;
    users: UsersRepository;
    twoFactor: TwoFactorService;
    account: AccountSecurityService;
  }): RouteRegistrar =>
  (route) => {
    const { twoFactor, account } = deps;
    route(endpoints.twoFactorStatus, async ({ caller }) => ({ enabled: await twoFactor.isEnabled(caller.userId) }));
    route(endpoints.twoFactorSetup, async ({ caller, body }) => {
      await account.confirmPassword(caller.userId, body.password);
      const user = await deps.users.findById(deps.db, caller.userId);
      if (!user) throw notFound('User');
      return twoFactor.setup(user);
    });
    route(endpoints.twoFactorEnable, async ({ caller, body }) => {
      await twoFactor.enable(caller.userId, body.code);
      return { enabled: true };
    });
    route(endpoints.twoFactorDisable, async ({ caller, body }) => {
      await twoFactor.disable(caller.userId, body.code);
      return { enabled: false };
    });
    route(endpoints.changePassword, async ({ caller, body }) => {
      await account.changePassword(caller, body.current_password, body.new_password);
      return { ok: true as const };
    });
    route(endpoints.sessions, ({ caller }) => account.listSessions(caller));
    route(endpoints.revokeSession, async ({ caller, params }) => {
      await account.revokeSession(caller, params.id);
      return { ok: true as const };
    });
    route(endpoints.revokeOtherSessions, async ({ caller }) => ({ revoked: await account.revokeOthers(caller) }));
  };
