import { formatAmount, payoutStatus, type AdminPayout, type AdminPayoutStats, type PayoutStatus } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { FreezeService } from '../freeze/freeze.service.js';
import type { AdminContext } from '../kyc/kyc.service.js';
import { PAYOUT_JOBS } from './payout-processor.js';
import { payoutShown, type PayoutTransitions } from './payout-transitions.js';
import { toAdminPayoutDto } from './payouts.dto.js';
import { payoutErrors } from './payouts.errors.js';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.js';

export interface ApprovalsDeps {
  db: Db;
  jobs: JobQueue;
  repository: PayoutsRepository;
  transitions: PayoutTransitions;
  audit: AuditRepository;
  freeze: Pick<FreezeService, 'isFrozen'>;
}

/**
 * The admin side of payouts: review lists, and approve / reject with maker-checker. Approving
 * never sends: the last required approval moves the payout to `pending` and queues the send
 * step, in the same transaction, under the payout's row lock, so two admins approving at once
 * queue it once.
 */
export function createPayoutApprovalsService(deps: ApprovalsDeps) {
  const { db, repository, transitions, audit, jobs } = deps;

  async function dto(executor: Executor, row: PayoutRow): Promise<AdminPayout> {
    const owner = (await repository.ownerOf(executor, row.id))!;
    return toAdminPayoutDto(row, owner, await repository.approvals(executor, [row.id]));
  }

  async function lockAwaiting(tx: Executor, id: string, ctx: AdminContext): Promise<PayoutRow> {
    const p = await repository.lock(tx, id);
    if (!p) throw payoutErrors.notFound();
    if (p.userId === ctx.actorId) throw payoutErrors.ownPayout();
    if (p.status !== 'requires_approval') throw payoutErrors.notAwaitingApproval();
    return p;
  }

  const auditEntry = (p: PayoutRow, ctx: AdminContext, action: string, after: Record<string, unknown>) => ({
    actorId: ctx.actorId,
    action,
    targetType: 'payout',
    targetId: p.id,
    before: { status: p.status, reference: p.reference, amount_ngn: formatAmount(BigInt(p.ngnAmount), 2, 2) },
    after,
    requestId: ctx.requestId,
    ip: ctx.ip,
  });

  return {
    async list(q: {
      status?: PayoutStatus | undefined;
      q?: string | undefined;
      limit: number;
    }): Promise<AdminPayout[]> {
      const rows = await repository.listForAdmin(db, q);
      const approvals = await repository.approvals(
        db,
        rows.map((r) => r.payout.id),
      );
      return rows.map((r) => toAdminPayoutDto(r.payout, { tag: r.tag, kycStatus: r.kycStatus }, approvals));
    },

    async stats(): Promise<AdminPayoutStats> {
      const rows = await repository.stats(db);
      const count = Object.fromEntries(payoutStatus.options.map((s) => [s, 0])) as AdminPayoutStats['count'];
      const amount = Object.fromEntries(payoutStatus.options.map((s) => [s, '0.00'])) as AdminPayoutStats['amount'];
      for (const r of rows) {
        count[r.status] = r.count;
        amount[r.status] = formatAmount(BigInt(r.kobo), 2, 2);
      }
      return { count, amount, total: rows.reduce((n, r) => n + r.count, 0) };
    },

    async approve(id: string, ctx: AdminContext): Promise<AdminPayout> {
      return db.transaction(async (tx) => {
        const p = await lockAwaiting(tx, id, ctx);
        if (await deps.freeze.isFrozen(tx, p.userId)) throw payoutErrors.ownerFrozen();
        if (!(await repository.addApproval(tx, p.id, ctx.actorId))) throw payoutErrors.alreadyApproved();
        const given = (await repository.approvals(tx, [p.id])).length;
        const complete = given >= Math.max(1, p.approvalsRequired);
        await audit.record(
          tx,
          auditEntry(p, ctx, 'payout.approve', {
            status: complete ? 'pending' : p.status,
            approvals: given,
            approvals_required: p.approvalsRequired,
          }),
        );
        let row = p;
        if (complete) {
          row = await transitions.moveTo(tx, p, 'pending', { failureReason: null });
          await jobs.send(PAYOUT_JOBS.send, { payoutId: p.id }, { tx, singletonKey: p.id });
        }
        return dto(tx, row);
      });
    },

    async reject(id: string, reason: string, ctx: AdminContext): Promise<AdminPayout> {
      return db.transaction(async (tx) => {
        const p = await lockAwaiting(tx, id, ctx);
        const shown = payoutShown(p);
        await repository.update(tx, p.id, { rejectedBy: ctx.actorId });
        const row = await transitions.refund(tx, p, {
          status: 'failed',
          reason: `Rejected: ${reason}`,
          note: {
            title: 'Withdrawal rejected',
            body: `Your withdrawal of ${shown.ngn} to ${shown.to} was not approved: ${reason}. ${shown.paid} is back in your wallet.`,
          },
        });
        await audit.record(tx, auditEntry(p, ctx, 'payout.reject', { status: 'failed', reason }));
        return dto(tx, row);
      });
    },
  };
}
export type PayoutApprovalsService = ReturnType<typeof createPayoutApprovalsService>;
