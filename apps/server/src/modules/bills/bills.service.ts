import {
  accountNumberProblem,
  billAccountRules,
  billCategory,
  BILL_SERVICE_FEE_KOBO,
  formatAmount,
  usdCents,
  type BillCatalog,
  type BillCategory,
  type BillPayRequest,
  type BillPayResponse,
  type BillVerifyRequest,
  type BillVerifyResponse,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Biller, BillerService, VerifiedCustomer } from '../../providers/bills/biller.js';
import { newRequestId } from '../../providers/bills/request-id.js';
import type { PriceProvider } from '../../providers/prices/price-provider.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { usdRate } from '../prices/rates.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { UsersRepository } from '../users/users.repository.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { billDetails, type BillSettlement } from './bill-settlement.js';
import { publicStatus, toBillPaymentDto } from './bills.dto.js';
import { billsErrors } from './bills.errors.js';
import type { BillPaymentRow, BillsRepository } from './bills.repository.js';

export const BILL_REQUERY_QUEUE = 'bills.requery';

const CATEGORY_NAMES: Record<BillCategory, string> = {
  electricity: 'Electricity',
  internet: 'Internet',
  airtime: 'Airtime',
  cable_tv: 'Cable TV',
  betting: 'Betting',
};

/** Customer checks call the aggregator: enough for typing and retrying, not for scraping names. */
const VERIFY_WINDOW_SECONDS = 60;
const VERIFY_MAX_PER_WINDOW = 30;

export interface BillsDeps {
  db: Db;
  biller: Biller;
  settlement: BillSettlement;
  repository: BillsRepository;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  users: UsersRepository;
  idempotency: IdempotencyService;
  prices: Pick<PriceProvider, 'current'>;
  rateLimiter: RateLimiter;
  jobs: JobQueue;
  /** Seconds before the first requery of a payment (and the base of the retry backoff). */
  requerySeconds: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

const naira = (kobo: bigint | null) => (kobo === null ? null : formatAmount(kobo, 2, 2));

export function payResponse(row: BillPaymentRow): BillPayResponse {
  return {
    data: 'success',
    txHash: row.reference,
    status: publicStatus(row.status),
    ...(row.token ? { token: row.token } : {}),
    ...(row.units ? { units: row.units } : {}),
    payment_id: row.id,
    ...(row.status === 'failed' && row.failureReason ? { message: row.failureReason } : {}),
  };
}

export function createBillsService(deps: BillsDeps) {
  const { db, biller, settlement, repository, ledger, ledgerRepository, users } = deps;
  const now = deps.now ?? (() => new Date());
  const onError = deps.onError ?? (() => {});

  /**
   * The request's biller, account number and option, checked against the catalogue (400s). A
   * bouquet is needed to pay for cable TV, not to look the card up.
   */
  async function checked(
    req: { provider: string; account_number: string; variation_code?: string | undefined },
    purpose: 'verify' | 'pay',
  ) {
    const service = (await biller.catalogue()).find((s) => s.id === req.provider);
    if (!service) throw billsErrors.unknownProvider();
    const accountNumber = req.account_number.trim();
    const problem = accountNumberProblem(service.category, accountNumber);
    if (problem) throw billsErrors.badAccount(problem);
    let variation: BillerService['variations'][number] | null = null;
    if (service.variations.length) {
      const code = req.variation_code ?? (service.category === 'electricity' ? 'prepaid' : undefined);
      if (!code && purpose === 'pay') throw billsErrors.badVariation(`Choose a bouquet for ${service.name}`);
      variation = service.variations.find((v) => v.code === code) ?? null;
      if (code && !variation) throw billsErrors.badVariation(`${service.name} has no option ${code}`);
    } else if (req.variation_code) {
      throw billsErrors.badVariation(`${service.name} takes no option`);
    }
    return { service, accountNumber, variation };
  }

  async function verifyCustomer(service: BillerService, accountNumber: string, variation: string | null) {
    // The meter type is part of an electricity lookup; a bouquet is not part of a card's.
    const meterType = service.category === 'electricity' ? variation : null;
    const result = await biller.verify({
      serviceId: service.id,
      accountNumber,
      ...(meterType ? { variationCode: meterType } : {}),
    });
    if (!result.found) throw billsErrors.unknownCustomer(service.category, result.message);
    return result.customer;
  }

  function verifyDto(accountNumber: string, c: VerifiedCustomer): BillVerifyResponse {
    return {
      customer_name: c.customerName,
      account_number: accountNumber,
      address: c.address,
      meter_type: c.meterType,
      min_amount: naira(c.minPurchaseKobo),
      current_bouquet: c.currentBouquet,
      due_date: c.dueDate,
      renewal_amount: naira(c.renewalKobo),
    };
  }

  return {
    async catalog(): Promise<BillCatalog> {
      const services = await biller.catalogue();
      return billCategory.options.map((id) => ({
        id,
        name: CATEGORY_NAMES[id],
        account_label: billAccountRules[id].label,
        providers: services
          .filter((s) => s.category === id)
          .map((s) => ({
            id: s.id,
            name: s.name,
            min_amount: naira(s.minKobo)!,
            max_amount: naira(s.maxKobo)!,
            variations: s.variations.map((v) => ({ code: v.code, name: v.name, amount: naira(v.amountKobo) })),
          })),
      }));
    },

    async verify(userId: string, req: BillVerifyRequest): Promise<BillVerifyResponse> {
      const { service, accountNumber, variation } = await checked(req, 'verify');
      const hits = await deps.rateLimiter.hit(`bills-verify:${userId}`, VERIFY_WINDOW_SECONDS);
      if (hits.count > VERIFY_MAX_PER_WINDOW) throw billsErrors.verifyTooOften(hits.retryAfterSeconds);
      return verifyDto(accountNumber, await verifyCustomer(service, accountNumber, variation?.code ?? null));
    },

    /**
     * Debits amount + fee into bill clearing (one posting, with the payment row and its requery
     * job, in the idempotent transaction), then calls the biller outside any transaction and
     * applies its answer. The answer reflects the payment as it stands, also on a replay.
     */
    async pay(userId: string, req: BillPayRequest, idempotencyKey: string | undefined, hash: string) {
      const { service, accountNumber, variation } = await checked(req, 'pay');
      const amount = parseAmountFor('NGN', req.amount);
      if (variation?.amountKobo != null && amount !== variation.amountKobo) {
        throw billsErrors.wrongBouquetAmount(variation.name, variation.amountKobo);
      }
      if (amount < service.minKobo || amount > service.maxKobo) {
        throw billsErrors.outOfRange(service.name, service.minKobo, service.maxKobo);
      }
      const customer = await verifyCustomer(service, accountNumber, variation?.code ?? null);
      if (customer.minPurchaseKobo !== null && amount < customer.minPurchaseKobo) {
        throw billsErrors.belowMeterMinimum(customer.minPurchaseKobo);
      }
      const fee = BILL_SERVICE_FEE_KOBO;
      const rate = usdRate(await deps.prices.current(), 'NGN');

      const result = await deps.idempotency.run(userId, idempotencyKey, hash, async (tx) => {
        const wallet = (await ledgerRepository.walletFor(tx, userId, 'NGN'))!;
        const user = (await users.findById(tx, userId))!;
        const requestId = newRequestId(now());
        const draft = {
          requestId,
          category: service.category,
          provider: service.id,
          providerName: service.name,
          accountNumber,
          customerName: customer.customerName,
        };
        const posting = await ledger.post(tx, {
          kind: 'bill_payment',
          status: 'pending',
          legs: [
            { accountId: wallet.id, asset: 'NGN', amount: -(amount + fee) },
            { accountId: ledger.platformAccount('bill_clearing', 'NGN'), asset: 'NGN', amount },
            { accountId: ledger.platformAccount('fees', 'NGN'), asset: 'NGN', amount: fee },
          ],
          activities: [
            {
              userId,
              type: 'bill',
              status: 'pending',
              asset: 'NGN',
              amount,
              fee,
              usdCents: usdCents(amount, 2, rate),
              fromAddress: `@${user.tag}`,
              toAddress: `${service.name} ${accountNumber}`,
              details: billDetails(draft, null, null),
            },
          ],
          metadata: { request_id: requestId, provider: service.id, fee: fee.toString() },
        });
        const row = await repository.insert(tx, {
          ...draft,
          userId,
          transactionId: posting.transactionId,
          activityId: posting.activityIds[0]!,
          reference: posting.reference,
          variationCode: variation?.code ?? null,
          amount: amount.toString(),
          fee: fee.toString(),
          status: 'initiated',
        });
        // The safety net, committed with the debit: if this process stops before the biller
        // answers, the job finds the payment and finishes it.
        await deps.jobs.send(BILL_REQUERY_QUEUE, { paymentId: row.id }, { tx, startAfterSeconds: deps.requerySeconds });
        return { data: 'success' as const, txHash: posting.reference, payment_id: row.id };
      });
      if (result.status !== 200) return result;

      const paymentId = (result.body as { payment_id: string }).payment_id;
      let row = (await repository.find(db, paymentId))!;
      if (!result.replayed) {
        try {
          await settlement.submit(row);
        } catch (error) {
          // The money is safe in clearing; the requery job carries on from here.
          onError(error);
        }
        row = (await repository.find(db, paymentId))!;
      }
      return { ...result, body: payResponse(row) };
    },

    async payments(userId: string, limit: number) {
      return (await repository.listForUser(db, userId, limit)).map(toBillPaymentDto);
    },

    async payment(userId: string, id: string) {
      const row = await repository.findForUser(db, userId, id);
      if (!row) throw billsErrors.paymentNotFound();
      return toBillPaymentDto(row);
    },
  };
}
export type BillsService = ReturnType<typeof createBillsService>;
