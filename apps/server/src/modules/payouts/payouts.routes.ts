import { endpoints } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../http/define-route.js';
import { idempotencyKeyOf, sendIdempotent } from '../../http/idempotent-reply.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { requestHash } from '../idempotency/idempotency.service.js';
import type { AdminContext } from '../kyc/kyc.service.js';
import type { PayoutApprovalsService } from './payout-approvals.service.js';
import type { PayoutsService } from './payouts.service.js';

export const adminContext = (caller: Caller, request: FastifyRequest): AdminContext => ({
  actorId: caller.userId,
  requestId: request.id,
  ip: request.ip,
});

export const payoutsRoutes =
  (payouts: PayoutsService, approvals: PayoutApprovalsService): RouteRegistrar =>
  (route) => {
    route(endpoints.banks, () => payouts.banks());
    route(endpoints.resolveAccount, ({ caller, body }) =>
      payouts.enquire(caller.userId, body.bank_code, body.account_number),
    );
    route(endpoints.payouts, ({ caller, query }) => payouts.list(caller.userId, query));
    route(endpoints.sendToBank, async ({ caller, body, request, reply }) => {
      const hash = requestHash('POST', endpoints.sendToBank.path, body);
      return sendIdempotent(
        request,
        reply,
        await payouts.sendToBank(caller.userId, body, idempotencyKeyOf(request), hash),
      );
    });

    route(endpoints.adminPayouts, ({ query }) => approvals.list(query));
    route(endpoints.adminPayoutStats, () => approvals.stats());
    route(endpoints.approvePayout, ({ caller, params, request }) =>
      approvals.approve(params.id, adminContext(caller, request)),
    );
    route(endpoints.rejectPayout, ({ caller, params, body, request }) =>
      approvals.reject(params.id, body.reason, adminContext(caller, request)),
    );
  };
