import { errorStatus, type ErrorBody } from '@app/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** Framework errors we translate into our own codes and human messages. */
const frameworkErrors: Record<string, { code: keyof typeof errorStatus; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Request body is empty but was sent as JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type; send JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_ERROR', message: 'Content-Length does not match the body' },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = errorStatus[error.code];
      body = {
        error: error.code,
        message: error.message,
        request_id: request.id,
        ...(error.details ? { details: error.details } : {}),
      };
    } else {
      const fe = error as FastifyError;
      const known = fe.code ? frameworkErrors[fe.code] : undefined;
      if (known) {
        status = errorStatus[known.code];
        body = { error: known.code, message: known.message, request_id: request.id };
      } else if (error instanceof SyntaxError || (fe.statusCode === 400 && /JSON/i.test(error.message))) {
        status = 400;
        body = { error: 'MALFORMED_JSON', message: 'Request body is not valid JSON', request_id: request.id };
      } else if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
        status = fe.statusCode;
        body = {
          error: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST',
          message: error.message,
          request_id: request.id,
        };
      } else {
        request.log.error({ err: error }, 'unhandled error');
        status = 500;
        body = {
          error: 'INTERNAL',
          message: 'Something went wrong on our side. Please try again.',
          request_id: request.id,
        };
      }
    }
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    void reply.status(status).send(body);
  });
}
