import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    serverTimingStart: number;
  }
}

/** The parts a handler named (`timeParts`), per request, until its answer is sent. */
const parts = new WeakMap<FastifyRequest, string>();

/**
 * Adds named parts of the server's time to the request's Server-Timing (for example a posting's
 * `queue`, `lock` and `write`, in ms). Does nothing unless Server-Timing is on.
 */
export function timeParts<T extends Partial<Record<keyof T, number>>>(request: FastifyRequest, durations: T): void {
  if (!request.serverTimingStart) return;
  const named = Object.entries<number | undefined>(durations).filter((e): e is [string, number] => e[1] !== undefined);
  const text = named.map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(', ');
  if (text) parts.set(request, parts.has(request) ? `${parts.get(request)}, ${text}` : text);
}

/**
 * `Server-Timing: app;dur=<ms>` on every API answer: the time from the request's routing to its
 * reply being handed to the socket (`onRequest` to `onSend`), then any parts the handler named
 * (`timeParts`). Browsers show it in their network panel; `bench:ledger` prints its percentiles
 * beside the load generator's own, so the server's share of a tail can be told from the client's
 * and the kernel's, and the parts say where in the server it went. Opt-in (`SERVER_TIMING=true`):
 * it tells any caller how long the server took.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.decorateRequest('serverTimingStart', 0);
  app.addHook('onRequest', async (request) => {
    request.serverTimingStart = performance.now();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      const app = `app;dur=${(performance.now() - request.serverTimingStart).toFixed(2)}`;
      reply.header('server-timing', parts.has(request) ? `${app}, ${parts.get(request)}` : app);
    }
    return payload;
  });
}
