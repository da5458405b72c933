import { endpoints } from '@app/contract';
import { idempotencyKeyOf, sendIdempotent } from '../../http/idempotent-reply.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { requestHash } from '../idempotency/idempotency.service.js';
import type { PaymentRequestsService } from './payment-requests.service.js';
import type { SplitService } from './split.service.js';
import type { TagLookup } from './tag-lookup.js';

export const splitRoutes =
  (deps: { split: SplitService; requests: PaymentRequestsService; lookupTag: TagLookup }): RouteRegistrar =>
  (route) => {
    const { split, requests } = deps;

    route(endpoints.createSplit, async ({ caller, body, request, reply }) => {
      const hash = requestHash('POST', endpoints.createSplit.path, body);
      return sendIdempotent(request, reply, await split.send(caller.userId, body, idempotencyKeyOf(request), hash));
    });

    route(endpoints.createPaymentRequest, async ({ caller, body, request, reply }) => {
      const hash = requestHash('POST', endpoints.createPaymentRequest.path, body);
      return sendIdempotent(
        request,
        reply,
        await requests.create(caller.userId, body, idempotencyKeyOf(request), hash),
      );
    });
    route(endpoints.paymentRequests, ({ caller, query }) => requests.list(caller.userId, query));
    route(endpoints.paymentRequest, ({ caller, params }) => requests.view(caller.userId, params.id));
    route(endpoints.cancelPaymentRequest, ({ caller, params }) => requests.cancel(caller.userId, params.id));

    route(endpoints.payPaymentRequestItem, async ({ caller, params, request, reply }) => {
      // The item is in the path: the key's hash covers it, so one key cannot pay two items.
      const hash = requestHash('POST', `/payment-requests/items/${params.id}/pay`, {});
      return sendIdempotent(
        request,
        reply,
        await requests.pay(caller.userId, params.id, idempotencyKeyOf(request), hash),
      );
    });
    route(endpoints.declinePaymentRequestItem, ({ caller, params }) => requests.decline(caller.userId, params.id));
    route(endpoints.cancelPaymentRequestItem, ({ caller, params }) => requests.cancelItem(caller.userId, params.id));
    route(endpoints.remindPaymentRequestItem, ({ caller, params }) => requests.remind(caller.userId, params.id));

    route(endpoints.lookupTag, ({ caller, query }) => deps.lookupTag(caller.userId, query.tag));
  };
