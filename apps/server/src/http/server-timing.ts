import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    serverTimingStart: number;
  }
}

/**
 * `Server-Timing: app;dur=<ms>` on every API answer: the time from the request's routing to its
 * reply being handed to the socket (`onRequest` to `onSend`). Browsers show it in their network
 * panel; `bench:ledger` prints its percentiles beside the load generator's own, so the server's
 * share of a tail can be told from the client's and the kernel's. Opt-in (`SERVER_TIMING=true`):
 * it tells any caller how long the server took.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.decorateRequest('serverTimingStart', 0);
  app.addHook('onRequest', async (request) => {
    request.serverTimingStart = performance.now();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      reply.header('server-timing', `app;dur=${(performance.now() - request.serverTimingStart).toFixed(2)}`);
    }
    return payload;
  });
}
