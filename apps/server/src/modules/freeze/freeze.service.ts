import type { Db, Executor } from '../../db/client.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { AdminContext } from '../kyc/kyc.service.js';
import type { PostingHook } from '../ledger/ledger.service.js';
import { publishLive } from '../live/live-events.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { freezeErrors } from './freeze.errors.js';
import type { FreezeRepository } from './freeze.repository.js';

export interface FreezeDeps {
  db: Db;
  repository: FreezeRepository;
  audit: AuditRepository;
  notifications: Pick<NotificationsService, 'notify'>;
}

/**
 * Frozen accounts. The rule lives in one place, a ledger posting hook: any posting that takes
 * money out of a frozen user's wallet is refused, whichever feature made it (sends, payouts,
 * bills, splits, swaps). Postings that only credit them (deposits, refunds, reversals) go through.
 */
export function createFreezeService(deps: FreezeDeps) {
  const { db, repository, audit, notifications } = deps;

  const hook: PostingHook = {
    name: 'frozen-accounts',
    // Checked in the posting's write statement, after its locks (ADR 019): a freeze takes the
    // user's wallet locks, so a posting that waited on them sees the freeze once it has them.
    write(batch) {
      const debited = new Set<string>();
      for (const { wallets, deltas } of batch) {
        for (const [id, wallet] of wallets) if ((deltas.get(id) ?? 0n) < 0n) debited.add(wallet.userId);
      }
      if (!debited.size) return [];
      return [{ name: 'freeze_check', check: true, query: repository.refuseFrozen([...debited]) }];
    },
    refusals: { ACCOUNT_FROZEN: () => freezeErrors.frozen() },
  };

  async function change(userId: string, frozen: boolean, reason: string, ctx: AdminContext): Promise<void> {
    if (userId === ctx.actorId) throw freezeErrors.ownAccount();
    await db.transaction(async (tx) => {
      const user = await repository.lockUser(tx, userId);
      if (!user) throw freezeErrors.userNotFound();
      await repository.lockWallets(tx, userId);
      if (frozen) {
        if (!(await repository.insert(tx, { userId, reason, frozenBy: ctx.actorId })))
          throw freezeErrors.alreadyFrozen();
      } else if (!(await repository.remove(tx, userId))) {
        throw freezeErrors.notFrozen();
      }
      await audit.record(tx, {
        actorId: ctx.actorId,
        action: frozen ? 'user.freeze' : 'user.unfreeze',
        targetType: 'user',
        targetId: userId,
        before: { frozen: !frozen },
        after: { frozen, reason },
        requestId: ctx.requestId,
        ip: ctx.ip,
      });
      // The user's open screens say so at once (the banner), as well as the notification below.
      await publishLive(tx, [{ userId, event: { type: 'account_update', frozen } }]);
      await notifications.notify(
        tx,
        userId,
        frozen
          ? {
              title: 'Account frozen',
              body: 'Your account has been frozen: you can sign in and see your balances, but you cannot send money out. Contact support.',
            }
          : { title: 'Account unfrozen', body: 'Your account is active again. You can send money as usual.' },
      );
    });
  }

  return {
    hook,
    freeze: (userId: string, reason: string, ctx: AdminContext) => change(userId, true, reason, ctx),
    unfreeze: (userId: string, reason: string, ctx: AdminContext) => change(userId, false, reason, ctx),
    async isFrozen(executor: Executor, userId: string): Promise<boolean> {
      return (await repository.frozenAmong(executor, [userId])).length > 0;
    },
    state: (userId: string) => repository.find(db, userId),
  };
}
export type FreezeService = ReturnType<typeof createFreezeService>;
