import { formatMoney, type PayoutStatus } from '@app/contract';
import type { Executor } from '../../db/client.js';
import type { EmitEvent } from '../../events/domain-events.js';
import { assetInfo } from '../assets/catalogue.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { publishLive, type LiveEnvelope } from '../live/live-events.js';
import { PAYOUT_SOURCE, amountsOf, refundLegs, settlementLegs } from './payout-postings.js';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.js';

const NGN = assetInfo('NGN');

export const payoutShown = (p: PayoutRow) => ({
  ngn: formatMoney(BigInt(p.ngnAmount), NGN),
  /** What the user paid: amount + fee in their asset (what a refund gives back). */
  paid: formatMoney(BigInt(p.amount) + BigInt(p.fee), assetInfo(p.asset)),
  to: `${p.accountName} (${p.bankName} ${p.accountNumber})`,
});

export interface TransitionDeps {
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  repository: PayoutsRepository;
  /** Tells listeners (email) that a payout completed or was reversed, inside its transaction. */
  emit?: EmitEvent;
}

/**
 * Every change of a payout's state, inside the caller's transaction with the payout row locked:
 * the payout row, its withdrawal activity, the money (settlement or refund) and the live events
 * (to the owner, and to admins, who review payouts) all move together.
 */
export function createPayoutTransitions({ ledger, ledgerRepository, repository, emit }: TransitionDeps) {
  const settled = async (tx: Executor, type: 'payout_completed' | 'payout_reversed', p: PayoutRow) =>
    emit?.(tx, {
      type,
      userId: p.userId,
      payoutId: p.id,
      reference: p.reference,
      asset: p.asset,
      paid: BigInt(p.amount) + BigInt(p.fee),
      ngnAmount: BigInt(p.ngnAmount),
      bankName: p.bankName,
      accountName: p.accountName,
      accountNumber: p.accountNumber,
    });
  async function moveTo(
    tx: Executor,
    p: PayoutRow,
    status: PayoutStatus,
    values: Partial<PayoutRow> = {},
  ): Promise<PayoutRow> {
    const row = await repository.update(tx, p.id, { ...values, status });
    const activity = await repository.syncActivity(tx, p.activityId, status);
    const events: LiveEnvelope[] = [{ userId: p.userId, event: { type: 'payout_update', id: p.id, status } }];
    if (activity)
      events.push({
        userId: p.userId,
        event: { type: 'transaction_update', id: activity.id, status: activity.status },
      });
    for (const adminId of await repository.adminIds(tx)) {
      if (adminId !== p.userId) events.push({ userId: adminId, event: { type: 'payout_update', id: p.id, status } });
    }
    await publishLive(tx, events);
    return row;
  }

  return {
    moveTo,

    /** The provider paid the bank account. Once: the settlement's (source, reference) is unique. */
    async complete(tx: Executor, p: PayoutRow): Promise<PayoutRow> {
      const shown = payoutShown(p);
      await ledger.post(tx, {
        kind: 'payout_settlement',
        source: PAYOUT_SOURCE,
        reference: `${p.reference}:settlement`,
        status: 'completed',
        legs: settlementLegs(ledger, amountsOf(p)),
        activities: [],
        notifications: [
          { userId: p.userId, title: 'Withdrawal completed', body: `${shown.ngn} was paid to ${shown.to}.` },
        ],
        metadata: { payout_id: p.id, provider: p.provider },
      });
      const row = await moveTo(tx, p, 'completed', { completedAt: new Date(), failureReason: null });
      await settled(tx, 'payout_completed', p);
      return row;
    },

    /**
     * Gives the user back everything the payout took (amount and fee, in their asset), exactly
     * once: the refund's (source, reference) is unique, so a second attempt fails in the database.
     */
    async refund(
      tx: Executor,
      p: PayoutRow,
      outcome: { status: 'failed' | 'reversed'; reason: string; note: { title: string; body: string } },
    ): Promise<PayoutRow> {
      const wallet = (await ledgerRepository.walletFor(tx, p.userId, p.asset))!;
      const from = p.status === 'completed' ? 'external' : 'clearing';
      await ledger.post(tx, {
        kind: 'payout_refund',
        source: PAYOUT_SOURCE,
        reference: `${p.reference}:refund`,
        status: 'completed',
        legs: refundLegs(ledger, wallet.id, amountsOf(p), from),
        activities: [],
        notifications: [{ userId: p.userId, ...outcome.note }],
        metadata: { payout_id: p.id, reason: outcome.reason, from },
      });
      const row = await moveTo(tx, p, outcome.status, { failureReason: outcome.reason });
      if (outcome.status === 'reversed') await settled(tx, 'payout_reversed', p);
      return row;
    },
  };
}
export type PayoutTransitions = ReturnType<typeof createPayoutTransitions>;
