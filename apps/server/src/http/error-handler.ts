import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorStatus, type ErrorBody, type ErrorCode } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionError } from '../db/pg-errors.js';
import { AppError } from './app-error.js';
import { PRE_ROUTING_HEADERS } from './security-headers.js';

/** Framework errors we translate into our own codes and human messages. */
const frameworkErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Request body is empty but was sent as JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type; send JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Content-Length does not match the body' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The URL is not valid: check its percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'A part of the URL is too long' },
};

/** A human message for 4xx errors we have no translation for (a library's own text may name internals). */
const statusMessages: Record<number, string> = {
  400: 'The request could not be understood',
  403: 'You do not have access to this resource',
  404: 'Route not found',
  405: 'Method not allowed',
  406: 'The request asks for a format this endpoint cannot send',
  408: 'The request took too long to arrive',
  413: 'Request body is too large',
  414: 'The URL is too long',
  415: 'Unsupported content type',
  429: 'Too many requests. Please slow down.',
  431: 'Request headers are too large',
};
const statusCodes: Record<number, ErrorCode> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** What a client should wait before retrying when the database is away (a restart takes seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

const INTERNAL: Omit<ErrorBody, 'request_id'> = {
  error: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
};

/** Our `{error, message, request_id}` answer to any error, and its status. */
function errorResponse(
  error: unknown,
  request: FastifyRequest,
): { status: number; body: ErrorBody; retryAfterSeconds?: number } {
  const request_id = request.id;
  if (error instanceof AppError) {
    return {
      status: errorStatus[error.code],
      body: {
        error: error.code,
        message: error.message,
        request_id,
        ...(error.details ? { details: error.details } : {}),
      },
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  const fe = error as Partial<FastifyError> & Error;
  const known = fe.code ? frameworkErrors[fe.code] : undefined;
  if (known) {
    return { status: errorStatus[known.code], body: { error: known.code, message: known.message, request_id } };
  }
  if (error instanceof SyntaxError || (fe.statusCode === 400 && /JSON/i.test(fe.message ?? ''))) {
    return { status: 400, body: { error: 'MALFORMED_JSON', message: 'Request body is not valid JSON', request_id } };
  }
  const status = fe.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      status,
      body: {
        error: statusCodes[status] ?? 'BAD_REQUEST',
        message: statusMessages[status] ?? statusMessages[400]!,
        request_id,
      },
    };
  }
  if (isConnectionError(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return {
      status: 503,
      body: { error: 'UNAVAILABLE', message: 'Service temporarily unavailable, please retry', request_id },
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: { ...INTERNAL, request_id } };
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, retryAfterSeconds } = errorResponse(error, request);
  if (retryAfterSeconds) void reply.header('retry-after', String(retryAfterSeconds));
  return reply.status(status).send(body);
}

/**
 * For Fastify's `frameworkErrors` option: errors raised before routing (bad URL, long params).
 * No hook runs for these, so the headers every other answer gets from helmet are set here.
 */
export const frameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(PRE_ROUTING_HEADERS);
  void sendError(error, request, reply);
};

/**
 * For Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them
 * (headers over 16 KB, a malformed request line, a client too slow to send its request). Answered
 * in our error shape, straight on the socket, which is then closed, as Fastify's own handler does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ error: 'BAD_REQUEST', message: statusMessages[status], request_id: randomUUID() });
  const headers = {
    ...PRE_ROUTING_HEADERS,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => void sendError(error, request, reply));
}
