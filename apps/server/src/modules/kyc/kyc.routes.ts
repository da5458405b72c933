import { endpoints } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../http/define-route.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import type { AdminContext, KycService } from './kyc.service.js';

const adminContext = (caller: Caller, request: FastifyRequest): AdminContext => ({
  actorId: caller.userId,
  requestId: request.id,
  ip: request.ip,
});

export const kycRoutes =
  (service: KycService): RouteRegistrar =>
  (route) => {
    route(endpoints.submitKyc, ({ caller, body }) => service.submit(caller.userId, body), { status: 201 });
    route(endpoints.myKyc, ({ caller }) => service.me(caller.userId));
    route(endpoints.adminKycs, ({ query }) => service.list(query));
    route(endpoints.approveKyc, ({ caller, params, request }) =>
      service.decide(params.id, { status: 'verified' }, adminContext(caller, request)),
    );
    route(endpoints.rejectKyc, ({ caller, params, body, request }) =>
      service.decide(params.id, { status: 'rejected', reason: body.reason }, adminContext(caller, request)),
    );
  };
