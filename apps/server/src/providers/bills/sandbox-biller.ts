import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxBillerOrders } from '../../db/schema.js';
import type { Biller, BillerResult, BillerService, PayInput, VerifiedCustomer, VerifyInput } from './biller.js';
import { BILLER_CATALOGUE } from './catalogue.js';

/**
 * The embedded stand-in for a VTpass-style aggregator's sandbox. For any well-formed account
 * number in any category, the last four digits decide (our own test numbers, pinned by issue 10):
 *
 * | Last four | Result                               |
 * |-----------|--------------------------------------|
 * | 0000      | Unknown customer (verify fails)      |
 * | 1111      | The biller fails the payment         |
 * | 2222      | Pending, then delivered on requery   |
 * | 3333      | Pending, then failed on requery      |
 * | other     | Delivered at once                    |
 *
 * Like the real one it refuses a request id it has seen (VTpass 014), flags the same customer of
 * the same service twice within 30 s as a likely duplicate (019), and returns a 20-digit token
 * with the units for prepaid electricity. Its books are a table, so answers survive restarts.
 */
export const SANDBOX_TEST_NUMBERS = {
  unknownCustomer: '0000',
  fails: '1111',
  pendingThenDelivered: '2222',
  pendingThenFailed: '3333',
} as const;

/** VTpass flags the same customer number twice within this window as a likely duplicate (019). */
export const DUPLICATE_WINDOW_MS = 30_000;
/** Band A tariff used to work out units, in kobo per kWh (₦209.50). */
const TARIFF_KOBO_PER_KWH = 20_950n;

const FIRST = ['Chinedu', 'Adaeze', 'Oluwaseun', 'Ngozi', 'Ibrahim', 'Funmilayo', 'Emeka', 'Aisha', 'Tunde', 'Zainab'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Musa', 'Balogun', 'Nwosu', 'Abubakar', 'Okonkwo', 'Lawal'];
const STREETS = [
  'Allen Avenue, Ikeja',
  'Adeola Odeku St, Victoria Island',
  'Wuse Zone 5, Abuja',
  'Aba Road, Port Harcourt',
  'Zoo Road, Kano',
];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A stable made-up name for an account number: the same number always has the same customer. */
function customerFor(accountNumber: string): { name: string; address: string } {
  const d = digest(`customer:${accountNumber}`);
  return {
    name: `${FIRST[d[0]! % FIRST.length]} ${LAST[d[1]! % LAST.length]}`.toUpperCase(),
    address: `${(d[2]! % 90) + 1} ${STREETS[d[3]! % STREETS.length]}`,
  };
}

/** 20 digits derived from the request id (a real disco's token is as opaque). */
function tokenFor(requestId: string): string {
  const d = digest(`token:${requestId}`);
  return [...d.subarray(0, 20)].map((b) => String(b % 10)).join('');
}

/** kWh bought for `kobo` at the sandbox tariff, to one decimal, as the aggregator writes it. */
export function unitsFor(kobo: bigint): string {
  const tenths = (kobo * 10n) / TARIFF_KOBO_PER_KWH;
  return `${tenths / 10n}.${tenths % 10n} kWh`;
}

export function createSandboxBiller(deps: { db: Db; now?: () => Date }): Biller {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const lastFour = (accountNumber: string) => accountNumber.slice(-4);

  function service(id: string): BillerService | undefined {
    return BILLER_CATALOGUE.find((s) => s.id === id);
  }

  const prepaid = (serviceId: string, variationCode: string | null) =>
    service(serviceId)?.category === 'electricity' && (variationCode ?? 'prepaid') === 'prepaid';

  function delivered(order: {
    requestId: string;
    transactionId: string;
    token: string | null;
    units: string | null;
  }): BillerResult {
    return { status: 'delivered', providerReference: order.transactionId, token: order.token, units: order.units };
  }

  async function requery(requestId: string): Promise<BillerResult> {
    const [order] = await db.select().from(sandboxBillerOrders).where(eq(sandboxBillerOrders.requestId, requestId));
    if (!order) return { status: 'not_found' };
    if (order.status === 'pending') {
      // A pending sandbox order settles at its first requery, the way its account number says.
      const deliver = lastFour(order.accountNumber) === SANDBOX_TEST_NUMBERS.pendingThenDelivered;
      const withToken = deliver && prepaid(order.serviceId, order.variationCode);
      const [updated] = await db
        .update(sandboxBillerOrders)
        .set({
          status: deliver ? 'delivered' : 'failed',
          token: withToken ? tokenFor(requestId) : null,
          units: withToken ? unitsFor(BigInt(order.amount)) : null,
          updatedAt: now(),
        })
        .where(and(eq(sandboxBillerOrders.requestId, requestId), eq(sandboxBillerOrders.status, 'pending')))
        .returning();
      // Settled by a concurrent requery: read its answer.
      if (!updated) return requery(requestId);
      Object.assign(order, updated);
    }
    if (order.status === 'delivered') return delivered(order);
    return {
      status: 'failed',
      providerReference: order.transactionId,
      reason: 'The biller could not complete the payment.',
    };
  }

  return {
    name: 'sandbox',
    requery,

    async catalogue() {
      return [...BILLER_CATALOGUE];
    },

    async verify(input: VerifyInput) {
      const found = service(input.serviceId);
      if (!found || lastFour(input.accountNumber) === SANDBOX_TEST_NUMBERS.unknownCustomer) {
        return { found: false, message: 'Customer not found. Check the number and try again.' };
      }
      const { name, address } = customerFor(input.accountNumber);
      const customer: VerifiedCustomer = {
        customerName: name,
        address: null,
        meterType: null,
        minPurchaseKobo: null,
        currentBouquet: null,
        dueDate: null,
        renewalKobo: null,
      };
      if (found.category === 'electricity') {
        customer.address = address;
        customer.meterType = input.variationCode === 'postpaid' ? 'postpaid' : 'prepaid';
        customer.minPurchaseKobo = found.minKobo;
      }
      if (found.category === 'cable_tv') {
        const d = digest(`bouquet:${input.accountNumber}`);
        const bouquet = found.variations[d[0]! % found.variations.length]!;
        const due = new Date(now().getTime() + ((d[1]! % 28) + 1) * 86_400_000);
        customer.currentBouquet = bouquet.name;
        customer.dueDate = due.toISOString().slice(0, 10);
        customer.renewalKobo = bouquet.amountKobo;
      }
      return { found: true, customer };
    },

    async pay(input: PayInput): Promise<BillerResult> {
      const at = now();
      const [seen] = await db
        .select({ requestId: sandboxBillerOrders.requestId })
        .from(sandboxBillerOrders)
        .where(eq(sandboxBillerOrders.requestId, input.requestId));
      // 014: a request id is used once. The caller requeries to learn what happened to the first.
      if (seen) return { status: 'pending', providerReference: null, detail: 'REQUEST ID ALREADY EXIST (014)' };

      const transactionId = digest(`txn:${input.requestId}`).readBigUInt64BE().toString().slice(0, 17);
      const suffix = lastFour(input.accountNumber);
      const [recent] = await db
        .select({ requestId: sandboxBillerOrders.requestId })
        .from(sandboxBillerOrders)
        .where(
          and(
            eq(sandboxBillerOrders.serviceId, input.serviceId),
            eq(sandboxBillerOrders.accountNumber, input.accountNumber),
            inArray(sandboxBillerOrders.status, ['pending', 'delivered']),
            gt(sandboxBillerOrders.createdAt, new Date(at.getTime() - DUPLICATE_WINDOW_MS)),
          ),
        )
        .orderBy(desc(sandboxBillerOrders.createdAt))
        .limit(1);

      // 019: refused before it became a transaction, so nothing is recorded (a requery finds nothing).
      if (recent) {
        return {
          status: 'failed',
          providerReference: null,
          reason: 'The biller refused this as a likely duplicate: the same account was paid less than 30 seconds ago.',
        };
      }
      let result: BillerResult;
      if (suffix === SANDBOX_TEST_NUMBERS.fails || suffix === SANDBOX_TEST_NUMBERS.unknownCustomer) {
        result = {
          status: 'failed',
          providerReference: transactionId,
          reason: 'The biller could not complete the payment.',
        };
      } else if (
        suffix === SANDBOX_TEST_NUMBERS.pendingThenDelivered ||
        suffix === SANDBOX_TEST_NUMBERS.pendingThenFailed
      ) {
        result = { status: 'pending', providerReference: transactionId, detail: 'TRANSACTION IS PROCESSING (099)' };
      } else {
        const withToken = prepaid(input.serviceId, input.variationCode);
        result = delivered({
          requestId: input.requestId,
          transactionId,
          token: withToken ? tokenFor(input.requestId) : null,
          units: withToken ? unitsFor(input.amountKobo) : null,
        });
      }
      await db.insert(sandboxBillerOrders).values({
        requestId: input.requestId,
        serviceId: input.serviceId,
        accountNumber: input.accountNumber,
        variationCode: input.variationCode,
        amount: input.amountKobo.toString(),
        status: result.status === 'delivered' ? 'delivered' : result.status === 'pending' ? 'pending' : 'failed',
        token: result.status === 'delivered' ? result.token : null,
        units: result.status === 'delivered' ? result.units : null,
        transactionId,
        createdAt: at,
        updatedAt: at,
      });
      return result;
    },
  };
}
