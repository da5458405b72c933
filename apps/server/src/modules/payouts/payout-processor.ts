import type { PayoutProviderName } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import {
  ProviderUnavailableError,
  type PayoutProvider,
  type ProviderTransferStatus,
  type TransferOutcome,
} from '../../providers/payouts/payout-provider.js';
import type { FreezeService } from '../freeze/freeze.service.js';
import type { PayoutRouter } from './payout-router.js';
import { payoutShown, type PayoutTransitions } from './payout-transitions.js';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.js';

export const PAYOUT_JOBS = { send: 'payouts.send', poll: 'payouts.poll', sweep: 'payouts.sweep' } as const;

/** Seconds between status queries of a transfer in flight: quick at first, then once a minute. */
const POLL_DELAYS = [2, 3, 5, 10, 20, 30, 60];
/** After success, a few more looks for a reversal (providers also send a webhook for it). */
const REVERSAL_WATCH_DELAYS = [5, 30, 300];
/** When every provider is down, sending is tried again this often, this many times, then refunded. */
const DOWN_RETRY_SECONDS = 30;
const MAX_SEND_ATTEMPTS = 20;

export interface PollJob {
  payoutId: string;
  attempt?: number;
  /** Set once the payout completed: which reversal look this is. */
  watch?: number;
}

export interface ProcessorDeps {
  db: Db;
  jobs: JobQueue;
  router: PayoutRouter;
  repository: PayoutsRepository;
  transitions: PayoutTransitions;
  freeze: Pick<FreezeService, 'isFrozen'>;
}

/**
 * Moves approved payouts to the bank. Approval and sending are separate steps keyed by the
 * payout's one reference: approving only queues `payouts.send`; sending claims the payout
 * (pending → processing, provider recorded) before calling the provider, so two runs of it, or a
 * crash and a retry, can neither pay twice nor reach two providers. Status comes from the
 * provider's webhook or from `payouts.poll`, whichever is first; the other finds nothing to do.
 */
export function createPayoutProcessor(deps: ProcessorDeps) {
  const { db, jobs, router, repository, transitions } = deps;

  const schedulePoll = (tx: Executor, job: PollJob, delaySeconds: number) =>
    jobs.send(PAYOUT_JOBS.poll, job, { tx, singletonKey: job.payoutId, startAfterSeconds: delaySeconds });

  /** Applies what the provider says about a transfer; anything that changes nothing is ignored. */
  async function apply(tx: Executor, p: PayoutRow, status: ProviderTransferStatus): Promise<PayoutRow> {
    const shown = payoutShown(p);
    if (p.status === 'processing') {
      if (status === 'success') return transitions.complete(tx, p);
      if (status === 'failed' || status === 'reversed') {
        return transitions.refund(tx, p, {
          status: status === 'failed' ? 'failed' : 'reversed',
          reason: status === 'failed' ? 'The bank transfer failed' : 'The bank returned the transfer',
          note: {
            title: 'Withdrawal failed',
            body: `Your withdrawal of ${shown.ngn} to ${shown.to} could not be completed. ${shown.paid} is back in your wallet.`,
          },
        });
      }
      return p;
    }
    if (p.status === 'completed' && status === 'reversed') {
      return transitions.refund(tx, p, {
        status: 'reversed',
        reason: 'The bank returned the transfer after it completed',
        note: {
          title: 'Withdrawal reversed',
          body: `${p.bankName} returned your withdrawal of ${shown.ngn} to ${p.accountName}. ${shown.paid} is back in your wallet.`,
        },
      });
    }
    return p;
  }

  /** Records what a transfer request came to; true when another provider should be tried now. */
  async function settleAttempt(payoutId: string, provider: PayoutProviderName, outcome: TransferOutcome) {
    return db.transaction(async (tx) => {
      const p = await repository.lock(tx, payoutId);
      // A webhook may have moved it on meanwhile; then there is nothing left to record.
      if (!p || p.status !== 'processing' || p.provider !== provider) return false;
      switch (outcome.kind) {
        case 'accepted': {
          const row = outcome.providerReference
            ? await repository.update(tx, p.id, { providerReference: outcome.providerReference })
            : p;
          const after = await apply(tx, row, outcome.status);
          if (after.status === 'processing') await schedulePoll(tx, { payoutId }, POLL_DELAYS[0]!);
          else if (after.status === 'completed')
            await schedulePoll(tx, { payoutId, watch: 0 }, REVERSAL_WATCH_DELAYS[0]!);
          return false;
        }
        case 'unknown':
          // It may be there: only this provider may be asked, by reference.
          await repository.update(tx, p.id, { failureReason: outcome.reason });
          await schedulePoll(tx, { payoutId }, POLL_DELAYS[0]!);
          return false;
        case 'refused':
        case 'down': {
          // Not accepted: back to pending without a provider, so the next one can take it.
          const refusedBy = outcome.kind === 'refused' ? [...new Set([...p.refusedBy, provider])] : p.refusedBy;
          await transitions.moveTo(tx, p, 'pending', { provider: null, refusedBy, failureReason: outcome.reason });
          return true;
        }
      }
    });
  }

  /**
   * Claims a pending payout for one provider (recorded before any call, so a retry after a crash
   * goes back to the same provider), or decides there is none left.
   */
  async function claim(payoutId: string, down: Set<string>) {
    return db.transaction(async (tx) => {
      const p = await repository.lock(tx, payoutId);
      if (!p || p.status !== 'pending') return null;
      if (await deps.freeze.isFrozen(tx, p.userId)) {
        // No money leaves a frozen account: admins decide afresh once it is unfrozen.
        await repository.clearApprovals(tx, p.id);
        await transitions.moveTo(tx, p, 'requires_approval', {
          approvalsRequired: Math.max(1, p.approvalsRequired),
          failureReason: 'The account was frozen before this payout was sent',
        });
        return null;
      }
      const provider = p.provider ?? router.next([...p.refusedBy, ...down]);
      if (provider) {
        const claimed = await repository.update(tx, p.id, { provider, sendAttempts: p.sendAttempts + 1 });
        return { payout: await transitions.moveTo(tx, claimed, 'processing'), provider };
      }
      const allRefused = router.providers.every((r) => p.refusedBy.includes(r.name));
      if (allRefused || p.sendAttempts >= MAX_SEND_ATTEMPTS) {
        const shown = payoutShown(p);
        await transitions.refund(tx, p, {
          status: 'failed',
          reason: p.failureReason ?? 'No payout provider could take this transfer',
          note: {
            title: 'Withdrawal failed',
            body: `Your withdrawal of ${shown.ngn} to ${shown.to} could not be sent. ${shown.paid} is back in your wallet.`,
          },
        });
      } else {
        await repository.update(tx, p.id, { sendAttempts: p.sendAttempts + 1 });
        await jobs.send(
          PAYOUT_JOBS.send,
          { payoutId },
          { tx, singletonKey: payoutId, startAfterSeconds: DOWN_RETRY_SECONDS },
        );
      }
      return null;
    });
  }

  /** Sends a pending payout: to the primary provider, or to the other if the primary refuses or is down. */
  async function send(payoutId: string): Promise<void> {
    const down = new Set<string>();
    for (let round = 0; round < router.providers.length + 1; round++) {
      const claimed = await claim(payoutId, down);
      if (!claimed) return;
      const p = claimed.payout;
      const outcome = await router.transfer(claimed.provider, {
        reference: p.reference,
        amountKobo: BigInt(p.ngnAmount),
        bankCode: p.bankCode,
        accountNumber: p.accountNumber,
        accountName: p.accountName,
        narration: `NaijaWallet payout ${p.reference}`,
      });
      if (outcome.kind === 'down') down.add(claimed.provider);
      if (!(await settleAttempt(payoutId, claimed.provider, outcome))) return;
    }
  }

  /** Asks the payout's provider how its transfer is doing, and keeps asking until it is final. */
  async function poll(job: PollJob): Promise<void> {
    const p = await repository.find(db, job.payoutId);
    if (!p?.provider) return;
    const watching = job.watch !== undefined;
    if (!(p.status === 'processing' || (watching && p.status === 'completed'))) return;
    let found: Awaited<ReturnType<PayoutProvider['status']>>;
    try {
      found = await router.get(p.provider).status(p.reference);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      await reschedule(job);
      return;
    }
    await db.transaction(async (tx) => {
      const locked = await repository.lock(tx, p.id);
      if (!locked || locked.provider !== p.provider) return;
      if (!found) {
        // The provider never got it (the request died on the way): send again, same provider,
        // same reference. Anything it may still have in flight is deduplicated by that reference.
        if (locked.status === 'processing') {
          await transitions.moveTo(tx, locked, 'pending');
          await jobs.send(PAYOUT_JOBS.send, { payoutId: p.id }, { tx, singletonKey: p.id });
        }
        return;
      }
      if (found.providerReference && !locked.providerReference) {
        await repository.update(tx, locked.id, { providerReference: found.providerReference });
      }
      const after = await apply(tx, locked, found.status);
      const attempt = job.attempt ?? 0;
      if (after.status === 'processing') {
        await schedulePoll(
          tx,
          { payoutId: p.id, attempt: attempt + 1 },
          POLL_DELAYS[Math.min(attempt + 1, POLL_DELAYS.length - 1)]!,
        );
      } else if (after.status === 'completed') {
        const watch = locked.status === 'completed' ? (job.watch ?? 0) + 1 : 0;
        const delay = REVERSAL_WATCH_DELAYS[watch];
        if (delay !== undefined) await schedulePoll(tx, { payoutId: p.id, watch }, delay);
      }
    });
  }

  async function reschedule(job: PollJob): Promise<void> {
    const attempt = (job.attempt ?? 0) + 1;
    await jobs.send(
      PAYOUT_JOBS.poll,
      { ...job, attempt },
      {
        singletonKey: job.payoutId,
        startAfterSeconds: POLL_DELAYS[Math.min(attempt, POLL_DELAYS.length - 1)]!,
      },
    );
  }

  return {
    send,
    poll,
    apply,
    /** Safety net for a job lost to a crash: payouts idle for two minutes get their next step queued again. */
    async sweep(): Promise<void> {
      for (const row of await repository.stale(db, new Date(Date.now() - 120_000))) {
        if (row.status === 'pending') await jobs.send(PAYOUT_JOBS.send, { payoutId: row.id }, { singletonKey: row.id });
        else await jobs.send(PAYOUT_JOBS.poll, { payoutId: row.id }, { singletonKey: row.id });
      }
    },
  };
}
export type PayoutProcessor = ReturnType<typeof createPayoutProcessor>;
