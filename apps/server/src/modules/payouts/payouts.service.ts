import { randomBytes } from 'node:crypto';
import {
  bankNameOf,
  feeLines,
  formatAmount,
  formatMoney,
  nigerianBanks,
  totalFee,
  usdCents,
  type AssetSymbol,
  type Payout,
  type PayoutStatus,
  type sendToBankRequest,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { newRowId } from '../../db/ids.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import { assetInfo } from '../assets/catalogue.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { publishLive } from '../live/live-events.js';
import { ngnRate, rateToString, toKobo, usdRate } from '../prices/rates.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { PAYOUT_SOURCE, debitLegs } from './payout-postings.js';
import { PAYOUT_JOBS } from './payout-processor.js';
import type { PayoutRouter } from './payout-router.js';
import { toPayoutDto } from './payouts.dto.js';
import { payoutErrors } from './payouts.errors.js';
import type { PayoutsRepository } from './payouts.repository.js';

export type SendToBankInput = z.output<typeof sendToBankRequest>;

/** The smallest payout, in kobo: below it the bank's own charges would exceed the transfer. */
export const MIN_PAYOUT_KOBO = 100_00n;

export interface PayoutsDeps {
  db: Db;
  prices: PriceProvider;
  ledger: LedgerService;
  wallet: Pick<WalletService, 'ownWallet'>;
  users: UsersRepository;
  idempotency: IdempotencyService;
  jobs: JobQueue;
  router: PayoutRouter;
  repository: PayoutsRepository;
  thresholds: { approvalKobo: bigint; dualApprovalKobo: bigint };
  rateLimiter: RateLimiter;
}

/**
 * Name enquiries a user may make a minute. Each one is a call to the provider (a real one limits
 * and may bill them), and its answer is an account holder's name: without a limit, one account
 * could harvest names by the thousand and spend the provider's allowance for everyone.
 */
const ENQUIRY_WINDOW_SECONDS = 60;
const ENQUIRY_MAX_PER_WINDOW = 30;

/** Payout references: what every provider call and the user's history carry. */
export function newPayoutReference(): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  return 'po_' + [...randomBytes(20)].map((b) => alphabet[b % 32]).join('');
}

/** How many admins must approve: 2 at or above the dual threshold, 1 above the threshold or unverified, else 0. */
export function approvalsNeeded(kobo: bigint, kycVerified: boolean, t: PayoutsDeps['thresholds']): number {
  if (kobo >= t.dualApprovalKobo) return 2;
  if (kobo >= t.approvalKobo || !kycVerified) return 1;
  return 0;
}

/** Cash-out to Nigerian banks, the user's side: banks, name enquiry, the payout itself, history. */
export function createPayoutsService(deps: PayoutsDeps) {
  const { db, prices, ledger, users, router, repository, jobs } = deps;
  const NGN = assetInfo('NGN');

  return {
    banks: async () => nigerianBanks.map((b) => ({ code: b.code, name: b.name })),

    async resolve(bankCode: string, accountNumber: string) {
      return { account_name: await router.resolve(bankCode, accountNumber) };
    },

    /** A user's own name enquiry (the send-to-bank form), limited per user. */
    async enquire(userId: string, bankCode: string, accountNumber: string) {
      const hits = await deps.rateLimiter.hit(`bank-enquiry:${userId}`, ENQUIRY_WINDOW_SECONDS);
      if (hits.count > ENQUIRY_MAX_PER_WINDOW) throw payoutErrors.enquiryTooOften(hits.retryAfterSeconds);
      return { account_name: await router.resolve(bankCode, accountNumber) };
    },

    async list(userId: string, q: { limit: number; before?: string | undefined }): Promise<Payout[]> {
      return (await repository.listForUser(db, userId, q)).map(toPayoutDto);
    },

    /**
     * Debits amount + fees (converted to NGN at the rate of the moment, locked in the same
     * posting) and records the payout, in one transaction under the idempotency key. Sending is
     * a separate, queued step, which waits for an admin when the payout needs approval.
     */
    async sendToBank(userId: string, request: SendToBankInput, idempotencyKey: string | undefined, hash: string) {
      const wallet = await deps.wallet.ownWallet(userId, request.balance_id);
      const asset = wallet.asset as AssetSymbol;
      const info = assetInfo(asset);
      const amount = parseAmountFor(asset, request.amount);
      const rates = await prices.current();
      // Name enquiry before any money moves: the payout carries the name the bank gave.
      const accountName = await router.resolve(request.bank_code, request.account_number);
      const bankName = bankNameOf(request.bank_code)!;

      return deps.idempotency.run(userId, idempotencyKey, hash, async (tx) => {
        const user = (await users.findById(tx, userId))!;
        const rate = usdRate(rates, asset);
        const fee = totalFee(feeLines('bank', amount, info.decimals, rate));
        const perUnit = ngnRate(rates, asset);
        const kobo = toKobo(amount, info.decimals, perUnit);
        if (kobo < MIN_PAYOUT_KOBO) throw payoutErrors.tooSmall(formatMoney(MIN_PAYOUT_KOBO, NGN));
        const kycVerified = user.kycStatus === 'verified';
        const approvals = approvalsNeeded(kobo, kycVerified, deps.thresholds);
        const status: PayoutStatus = approvals > 0 ? 'requires_approval' : 'pending';
        const reference = newPayoutReference();
        const payoutId = newRowId();
        const shownNgn = formatMoney(kobo, NGN);
        const posting = await ledger.post(tx, {
          kind: 'payout',
          source: PAYOUT_SOURCE,
          reference,
          status: 'pending',
          legs: debitLegs(ledger, wallet.id, { asset, amount, fee, kobo }),
          activities: [
            {
              userId,
              type: 'withdrawal',
              status: 'pending',
              asset,
              amount,
              fee,
              usdCents: usdCents(amount, info.decimals, rate),
              fromAddress: `@${user.tag}`,
              toAddress: `${bankName} ${request.account_number}`,
              details: {
                kind: 'payout',
                payout_id: payoutId,
                bank_code: request.bank_code,
                bank_name: bankName,
                account_number: request.account_number,
                account_name: accountName,
                payout_status: status,
                ngn_amount: formatAmount(kobo, 2, 2),
              },
            },
          ],
          notifications: [
            {
              userId,
              title: approvals > 0 ? 'Withdrawal awaiting approval' : 'Withdrawal initiated',
              body:
                approvals > 0
                  ? `Your withdrawal of ${shownNgn} to ${accountName} (${bankName}) will be sent once it is approved.`
                  : `Your withdrawal of ${shownNgn} to ${accountName} (${bankName}) is on its way.`,
              ownAction: true,
            },
          ],
          metadata: { mode: 'bank', fee: fee.toString(), kobo: kobo.toString(), rate: rateToString(perUnit) },
        });
        const row = await repository.insert(tx, {
          id: payoutId,
          userId,
          reference,
          transactionId: posting.transactionId,
          activityId: posting.activityIds[0]!,
          asset,
          amount: amount.toString(),
          fee: fee.toString(),
          ngnAmount: kobo.toString(),
          rate: asset === 'NGN' ? null : rateToString(perUnit),
          bankCode: request.bank_code,
          bankName,
          accountNumber: request.account_number,
          accountName,
          status,
          requiresApproval: approvals > 0,
          approvalsRequired: approvals,
          kycVerifiedAtRequest: kycVerified,
        });
        if (status === 'pending') {
          await jobs.send(PAYOUT_JOBS.send, { payoutId: row.id }, { tx, singletonKey: row.id });
        } else {
          const admins = await repository.adminIds(tx);
          await publishLive(
            tx,
            admins.map((id) => ({ userId: id, event: { type: 'payout_update' as const, id: row.id, status } })),
          );
        }
        return { data: 'success' as const, txHash: reference, payout_id: row.id, status };
      });
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
