import { endpoints } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import type { AuthService, ClientInfo } from './auth.service.js';

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes =
  (service: AuthService): RouteRegistrar =>
  (route) => {
    route(endpoints.register, ({ body, request }) => service.register(body, clientInfo(request)), { status: 201 });
    route(endpoints.login, ({ body, request }) => service.login(body, clientInfo(request)));
    route(endpoints.logout, async ({ caller }) => {
      await service.logout(caller.sessionId);
      return { ok: true as const };
    });
  };
