import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredResponse } from '../modules/idempotency/idempotency.service.js';

/** The Idempotency-Key header of a request, if it sent exactly one. */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
};

/** Sends a (possibly replayed) idempotent response; stored errors get this request's id. */
export function sendIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  result: StoredResponse & { replayed: boolean },
) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  const payload = result.status >= 400 ? { ...(result.body as object), request_id: request.id } : result.body;
  return reply.status(result.status).send(payload);
}
