import type { AdminKycItem, KycCheckResult, KycMe, kycSubmissionRequest } from '@app/contract';
import type { z } from 'zod';
import type { EmitEvent } from '../../events/domain-events.js';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/pg-errors.js';
import type { KycCheckProvider } from '../../providers/kyc/kyc-check-provider.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { publishLive } from '../live/live-events.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { toAdminItem, toSubmissionDto } from './kyc.dto.js';
import { kycErrors } from './kyc.errors.js';
import type { KycRepository, KycRow } from './kyc.repository.js';

export type KycSubmissionInput = z.output<typeof kycSubmissionRequest>;

/** Who acted, for the audit log. */
export interface AdminContext {
  actorId: string;
  requestId?: string;
  ip?: string;
}

export interface KycDeps {
  db: Db;
  repository: KycRepository;
  uploads: Pick<UploadsService, 'ownedIds'>;
  checks: KycCheckProvider;
  notifications: Pick<NotificationsService, 'notify'>;
  audit: AuditRepository;
  /** Tells listeners (email) about the decision, inside its transaction. */
  emit?: EmitEvent;
}

export function createKycService(deps: KycDeps) {
  const { db, repository, checks, notifications, audit } = deps;

  async function runChecks(input: KycSubmissionInput): Promise<KycCheckResult> {
    try {
      return await checks.check({ fullName: input.full_name, phoneNumber: input.phone_number, bvn: input.bvn });
    } catch {
      // A registry outage must not block a submission; the reviewer sees that nothing was checked.
      return { provider: checks.name, checked_at: new Date().toISOString(), checks: [], summary: 'Check failed.' };
    }
  }

  const service = {
    async me(userId: string): Promise<KycMe> {
      const status = await repository.userStatus(db, userId);
      if (!status) throw kycErrors.userNotFound();
      const latest = await repository.latestForUser(db, userId);
      return {
        kyc_status: status,
        submission: latest ? toSubmissionDto(latest) : null,
        rejection_reason: status === 'rejected' ? (latest?.rejectionReason ?? null) : null,
      };
    },

    async submit(userId: string, input: KycSubmissionInput): Promise<KycMe> {
      const owned = await deps.uploads.ownedIds(userId, [input.id_document, input.proof_of_address]);
      const notOwned = (['id_document', 'proof_of_address'] as const).filter((f) => !owned.has(input[f]));
      if (notOwned.length) throw kycErrors.documentsNotOwned(notOwned);
      const current = await service.me(userId);
      if (current.kyc_status === 'pending') throw kycErrors.alreadyPending();
      if (current.kyc_status === 'verified') throw kycErrors.alreadyVerified();

      const check = await runChecks(input);
      try {
        await db.transaction(async (tx) => {
          const user = await repository.lockUser(tx, userId);
          if (!user) throw kycErrors.userNotFound();
          if (user.kycStatus === 'pending') throw kycErrors.alreadyPending();
          if (user.kycStatus === 'verified') throw kycErrors.alreadyVerified();
          await repository.insert(tx, {
            userId,
            status: 'pending',
            fullName: input.full_name,
            phoneNumber: input.phone_number,
            bankName: input.bank_name,
            accountNumber: input.account_number,
            bvn: input.bvn,
            idDocumentId: input.id_document,
            proofOfAddressId: input.proof_of_address,
            checkResult: check,
          });
          await repository.setUserStatus(tx, userId, 'pending');
          await publishLive(tx, [{ userId, event: { type: 'kyc_update', kyc_status: 'pending' } }]);
        });
      } catch (error) {
        if (uniqueViolation(error)) throw kycErrors.alreadyPending();
        throw error;
      }
      return service.me(userId);
    },

    async list(filter: { status?: KycRow['status'] | undefined; limit: number }): Promise<AdminKycItem[]> {
      const rows = await repository.list(db, filter);
      return rows.map((r) => toAdminItem(r.submission, r.user));
    },

    /** Approves or rejects the user's pending submission, audits it and tells the user. */
    async decide(
      userId: string,
      decision: { status: 'verified' } | { status: 'rejected'; reason: string },
      ctx: AdminContext,
    ): Promise<{ user_id: string; kyc_status: 'verified' | 'rejected' }> {
      // Another admin reviews an admin's documents, as with freezes and payouts.
      if (userId === ctx.actorId) throw kycErrors.ownAccount();
      await db.transaction(async (tx) => {
        const user = await repository.lockUser(tx, userId);
        if (!user) throw kycErrors.userNotFound();
        const pending = await repository.pendingForUser(tx, userId);
        if (!pending || user.kycStatus !== 'pending') throw kycErrors.notPending();
        const reason = decision.status === 'rejected' ? decision.reason : null;
        const after = await repository.decide(tx, pending.id, {
          status: decision.status,
          reviewedBy: ctx.actorId,
          rejectionReason: reason,
        });
        await repository.setUserStatus(tx, userId, decision.status);
        // Pushed at commit, so an open /kyc or Settings page changes without a reload.
        await publishLive(tx, [{ userId, event: { type: 'kyc_update', kyc_status: decision.status } }]);
        await audit.record(tx, {
          actorId: ctx.actorId,
          action: decision.status === 'verified' ? 'kyc.approve' : 'kyc.reject',
          targetType: 'user',
          targetId: userId,
          before: { kyc_status: user.kycStatus, submission_id: pending.id, submission_status: pending.status },
          after: {
            kyc_status: decision.status,
            submission_id: after.id,
            submission_status: after.status,
            ...(reason ? { rejection_reason: reason } : {}),
          },
          requestId: ctx.requestId,
          ip: ctx.ip,
        });
        await deps.emit?.(tx, {
          type: 'kyc_decided',
          userId,
          submissionId: pending.id,
          status: decision.status,
          reason,
        });
        await notifications.notify(
          tx,
          userId,
          decision.status === 'verified'
            ? {
                title: 'Identity verified',
                body: 'Your identity has been verified. Deposits, withdrawals, swaps and higher limits are now open to you.',
              }
            : {
                title: 'Verification rejected',
                body: `We could not verify your identity: ${reason}. Please correct this and submit again.`,
              },
        );
      });
      return { user_id: userId, kyc_status: decision.status };
    },
  };
  return service;
}
export type KycService = ReturnType<typeof createKycService>;
