import type { FastifyInstance } from 'fastify';

/** Whether this instance is draining for shutdown: readiness turns 503 so traffic moves elsewhere. */
export interface Lifecycle {
  shuttingDown(): boolean;
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    shuttingDown: () => draining,
    beginShutdown: () => {
      draining = true;
    },
  };
}

/**
 * Once the server starts closing, requests that still arrive on open keep-alive connections are
 * refused in our error shape, with `Connection: close` so the client reconnects elsewhere. (Fastify's
 * own closing answer has another shape.) Requests already running finish normally, and close their
 * connection after answering.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    await reply
      .code(503)
      .headers({ connection: 'close', 'retry-after': '1' })
      .send({ error: 'UNAVAILABLE', message: 'Service temporarily unavailable, please retry', request_id: request.id });
  });
  // Answers to requests that were running when closing began end their keep-alive connection too;
  // otherwise it idles until its timeout and holds the shutdown up.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}
