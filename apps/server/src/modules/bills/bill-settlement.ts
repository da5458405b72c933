import { formatMoney, groupToken, type BillPaymentStatus, type TransactionDetails } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { EmitEvent } from '../../events/domain-events.js';
import type { Biller, BillerResult } from '../../providers/bills/biller.js';
import { publishLive } from '../live/live-events.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { publicStatus } from './bills.dto.js';
import type { BillPaymentRow, BillsRepository } from './bills.repository.js';

export interface BillSettlementDeps {
  db: Db;
  biller: Biller;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  repository: BillsRepository;
  notifications: NotificationsService;
  /** Tells listeners (email) that a bill was paid, inside the settling transaction. */
  emit?: EmitEvent;
  now?: () => Date;
  /**
   * A payment the biller acknowledged but still cannot find after this long never reached it
   * (its pay call timed out before arriving): only then is "not found" a final answer.
   */
  notFoundGraceSeconds?: number;
}

const NGN = { symbol: 'NGN', decimals: 2 } as const;

type BillFacts = Pick<
  BillPaymentRow,
  'category' | 'provider' | 'providerName' | 'accountNumber' | 'customerName' | 'requestId'
>;

/** The bill's facts on the user's activity row (token and units once delivered). */
export function billDetails(row: BillFacts, token: string | null, units: string | null): TransactionDetails {
  return {
    kind: 'bill',
    category: row.category,
    provider: row.provider,
    provider_name: row.providerName,
    account_number: row.accountNumber,
    customer_name: row.customerName,
    token,
    units,
    request_id: row.requestId,
  };
}

/**
 * Moves a bill payment to its final state, exactly once, whoever asks: the request that paid,
 * the requery job, the sweeper or the biller's callback. Every biller call happens outside a
 * database transaction; the answer is then applied under the payment's row lock, and each ledger
 * posting has a unique reference (`<request id>:delivered` / `:refund`), so a second answer for a
 * settled payment changes nothing.
 */
export function createBillSettlement(deps: BillSettlementDeps) {
  const { db, biller, ledger, repository, notifications } = deps;
  const now = deps.now ?? (() => new Date());
  const grace = (deps.notFoundGraceSeconds ?? 15 * 60) * 1000;

  const describe = (row: BillPaymentRow) =>
    `Your ${formatMoney(BigInt(row.amount), NGN)} ${row.providerName} payment for ${row.accountNumber}`;

  async function apply(id: string, result: BillerResult, via: 'pay' | 'requery'): Promise<BillPaymentStatus> {
    return db.transaction(async (tx) => {
      const row = await repository.lockOpen(tx, id);
      if (!row) return publicStatus((await repository.find(tx, id))!.status);
      const amount = BigInt(row.amount);
      const fee = BigInt(row.fee);
      const checked = { lastCheckedAt: now(), requeryCount: row.requeryCount + (via === 'requery' ? 1 : 0) };
      const live = (status: BillPaymentStatus) =>
        publishLive(tx, [{ userId: row.userId, event: { type: 'bill_update', id: row.id, status } }]);

      if (result.status === 'pending' || result.status === 'not_found') {
        const providerReference = result.status === 'pending' ? result.providerReference : null;
        await repository.update(tx, id, {
          ...checked,
          status: 'pending',
          providerReference: providerReference ?? row.providerReference,
        });
        if (row.status === 'initiated') {
          await notifications.notify(tx, row.userId, {
            title: 'Bill payment pending',
            body: `${describe(row)} is being processed. We will let you know as soon as the biller confirms it.`,
            category: 'transaction',
          });
          await live('pending');
        }
        return 'pending';
      }

      if (result.status === 'delivered') {
        const token = result.token ? result.token.replace(/\s+/g, '') : null;
        const tokenLine = token ? ` Token: ${groupToken(token)}${result.units ? ` (${result.units})` : ''}.` : '';
        await ledger.post(tx, {
          kind: 'bill_settlement',
          source: 'bills',
          reference: `${row.requestId}:delivered`,
          status: 'completed',
          legs: [
            { accountId: ledger.platformAccount('bill_clearing', 'NGN'), asset: 'NGN', amount: -amount },
            { accountId: ledger.platformAccount('external', 'NGN'), asset: 'NGN', amount },
          ],
          activities: [],
          notifications: [
            { userId: row.userId, title: 'Bill paid', body: `${describe(row)} was delivered.${tokenLine}` },
          ],
          metadata: { request_id: row.requestId, provider: row.provider },
        });
        await repository.setActivityDetails(tx, row.activityId, billDetails(row, token, result.units));
        await ledger.setActivityStatus(tx, row.transactionId, 'completed');
        await repository.update(tx, id, {
          ...checked,
          status: 'delivered',
          token,
          units: result.units,
          providerReference: result.providerReference ?? row.providerReference,
          completedAt: now(),
        });
        await live('delivered');
        await deps.emit?.(tx, {
          type: 'bill_paid',
          userId: row.userId,
          paymentId: row.id,
          activityId: row.activityId,
          reference: row.reference,
          providerName: row.providerName,
          accountNumber: row.accountNumber,
          customerName: row.customerName,
          amount,
          fee,
          token,
          units: result.units ?? null,
        });
        return 'delivered';
      }

      const wallet = (await deps.ledgerRepository.walletFor(tx, row.userId, 'NGN'))!;
      await ledger.post(tx, {
        kind: 'bill_refund',
        source: 'bills',
        reference: `${row.requestId}:refund`,
        status: 'completed',
        legs: [
          { accountId: ledger.platformAccount('bill_clearing', 'NGN'), asset: 'NGN', amount: -amount },
          { accountId: ledger.platformAccount('fees', 'NGN'), asset: 'NGN', amount: -fee },
          { accountId: wallet.id, asset: 'NGN', amount: amount + fee },
        ],
        activities: [],
        notifications: [
          {
            userId: row.userId,
            title: 'Bill payment failed',
            body: `${describe(row)} could not be completed. ${formatMoney(amount + fee, NGN)} is back in your wallet.`,
          },
        ],
        metadata: { request_id: row.requestId, reason: result.reason },
      });
      await ledger.setActivityStatus(tx, row.transactionId, 'failed');
      await repository.update(tx, id, {
        ...checked,
        status: 'failed',
        failureReason: result.reason,
        providerReference: result.providerReference ?? row.providerReference,
        completedAt: now(),
      });
      await live('failed');
      return 'failed';
    });
  }

  /** Sends the payment to the biller (once per request id; the biller refuses a second). */
  async function submit(row: BillPaymentRow): Promise<BillPaymentStatus> {
    let result: BillerResult;
    try {
      result = await biller.pay({
        requestId: row.requestId,
        serviceId: row.provider,
        accountNumber: row.accountNumber,
        variationCode: row.variationCode,
        amountKobo: BigInt(row.amount),
      });
    } catch (error) {
      // We cannot tell whether it arrived: pending, and the requery finds out.
      result = { status: 'pending', providerReference: null, detail: (error as Error).message };
    }
    return apply(row.id, result, 'pay');
  }

  /** Asks the biller where a payment stands and applies the answer. Undefined for an unknown id. */
  async function resolve(id: string): Promise<BillPaymentStatus | undefined> {
    const row = await repository.find(db, id);
    if (!row) return undefined;
    if (row.status === 'delivered' || row.status === 'failed') return row.status;
    const result = await biller.requery(row.requestId);
    if (result.status === 'not_found') {
      // Never sent (the process stopped between the debit and the call): send it now.
      if (row.status === 'initiated') return submit(row);
      if (now().getTime() - row.createdAt.getTime() > grace) {
        return apply(
          id,
          { status: 'failed', providerReference: null, reason: 'The biller never received this payment.' },
          'requery',
        );
      }
    }
    return apply(id, result, 'requery');
  }

  return {
    submit,
    resolve,
    /** The biller's callback names a request id; we requery it rather than trust the callback's body. */
    async resolveByRequestId(requestId: string): Promise<BillPaymentStatus | undefined> {
      const row = await repository.findByRequestId(db, requestId);
      return row ? resolve(row.id) : undefined;
    },
  };
}
export type BillSettlement = ReturnType<typeof createBillSettlement>;
