import { endpoints } from '@app/contract';
import { rateLimited } from '../../http/app-error.js';
import { idempotencyKeyOf, sendIdempotent } from '../../http/idempotent-reply.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { requestHash } from '../idempotency/idempotency.service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { BillSettlement } from './bill-settlement.js';
import type { BillsService } from './bills.service.js';

/** The aggregator retries its callbacks a few times; anyone else gets this much. */
const CALLBACK_WINDOW_SECONDS = 60;
const CALLBACK_MAX_PER_WINDOW = 120;

export const billsRoutes =
  (deps: { bills: BillsService; settlement: BillSettlement; rateLimiter: RateLimiter }): RouteRegistrar =>
  (route) => {
    const { bills } = deps;
    route(endpoints.billsCatalog, () => bills.catalog());
    route(endpoints.verifyBillCustomer, ({ caller, body }) => bills.verify(caller.userId, body));
    route(endpoints.payBill, async ({ caller, body, request, reply }) => {
      const hash = requestHash('POST', endpoints.payBill.path, body);
      return sendIdempotent(request, reply, await bills.pay(caller.userId, body, idempotencyKeyOf(request), hash));
    });
    route(endpoints.billPayments, ({ caller, query }) => bills.payments(caller.userId, query.limit));
    route(endpoints.billPayment, ({ caller, params }) => bills.payment(caller.userId, params.id));

    // Never trusted: it only makes us requery the named request id (and says nothing back).
    route(endpoints.billsCallback, async ({ body, request }) => {
      const hits = await deps.rateLimiter.hit(`bills-callback:${request.ip}`, CALLBACK_WINDOW_SECONDS);
      if (hits.count > CALLBACK_MAX_PER_WINDOW) throw rateLimited('Too many callbacks', hits.retryAfterSeconds);
      // Our requery job keeps asking whatever happens here, so a failed requery is only logged.
      await deps.settlement.resolveByRequestId(body.data.requestId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'bill callback requery failed');
      });
      return { response: 'success' as const };
    });
  };
