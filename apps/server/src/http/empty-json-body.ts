import type { FastifyInstance } from 'fastify';

/**
 * Spec §7: the client sends a JSON content type on every call, also on those without a body
 * (PUT /notifications/{id}). Fastify's JSON parser refuses an empty body sent as JSON, so a
 * request that carries no body has its content type dropped before parsing. A route that needs a
 * body still answers 400 'Request body is required'.
 */
export function registerEmptyJsonBody(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.headers;
    const length = headers['content-length'];
    if (
      headers['transfer-encoding'] === undefined &&
      (length === undefined || length === '0') &&
      headers['content-type']?.toLowerCase().startsWith('application/json')
    ) {
      delete headers['content-type'];
    }
    done();
  });
}
