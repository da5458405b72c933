import { fieldErrors, humanIssue, type Endpoint } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, forbidden, unauthenticated } from './app-error.js';
import { timeParts } from './server-timing.js';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface Caller {
  userId: string;
  sessionId: string;
  role: 'user' | 'admin';
}

export interface RouteContext<E extends Endpoint> {
  body: Infer<E['body']>;
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  /** Present on every route whose access is not public. */
  caller: E['access'] extends 'public' ? Caller | undefined : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Resolves the bearer token of a request to a caller, or undefined. Provided by the auth module. */
export type Authenticate = (request: FastifyRequest) => Promise<Caller | undefined>;

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown, where: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}), { error: humanIssue });
  if (!result.success) {
    const details = fieldErrors(result.error);
    const first = Object.values(details)[0]?.[0];
    const message =
      where === 'body' && value === undefined ? 'Request body is required' : (first ?? `Invalid ${where}`);
    throw new AppError('VALIDATION_ERROR', message, details);
  }
  return result.data as Infer<S>;
}

/**
 * Registers a handler for a contract endpoint: checks access, validates params, query and body
 * with the contract's zod schemas, and sends what the handler returns.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']> | void>,
  options: {
    status?: number;
    /** Checks the request itself (a webhook's signature over its raw body) before its input is read. */
    verify?: (request: FastifyRequest) => void;
  } = {},
): void {
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    handler: async (request, reply) => {
      const started = performance.now();
      const caller = await authenticate(request);
      timeParts(request, { auth: performance.now() - started });
      if (endpoint.access !== 'public' && !caller) throw unauthenticated();
      if (endpoint.access === 'admin' && caller?.role !== 'admin') throw forbidden();
      // @fastify/multipart accepts multipart bodies everywhere; only upload endpoints read them.
      if (endpoint.body && request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send JSON');
      }
      options.verify?.(request);
      const params = parse(endpoint.params, request.params, 'path');
      const query = parse(endpoint.query, request.query, 'query');
      const body = parse(endpoint.body, request.body, 'body');
      const result = await handler({ body, query, params, caller, request, reply } as RouteContext<E>);
      if (reply.sent) return reply;
      // A status the handler chose (e.g. 503 from a health check) wins over the route's default.
      if (options.status && reply.statusCode === 200) reply.status(options.status);
      return reply.send(result);
    },
  });
}
