import type { Endpoint, EndpointName, Route, endpoints } from '@app/contract';
import { checkResponse } from '#server-data';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromBody } from './api-error';
import { getToken } from './auth-token';
import { takeEarlyResponse } from './early-data';

export { ApiError, isApiError, errorMessage, type FieldErrors } from './api-error';

export const API_BASE = '/api';

export interface RequestOptions {
  method?: Endpoint['method'];
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`; reuse the same key when retrying the same user action. */
  idempotencyKey?: string;
  /** Overrides the stored token (e.g. to revoke a session the app never stored). */
  token?: string | null;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when a request that carried a token is answered 401: the session is gone server-side. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch wrapper for `/api`: JSON in and out, bearer token, errors mapped to ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? getToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // Only declare a JSON body when there is one: Fastify rejects an empty body labelled JSON.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const url = `${API_BASE}${path}`;
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    const early = method === 'GET' && !options.headers ? takeEarlyResponse(url, token) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
    options.signal?.throwIfAborted();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const body = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    throw apiErrorFromBody(response.status, body);
  }
  return body as T;
}

type Params<E extends Endpoint> = E extends { params: z.ZodType }
  ? { params: z.input<E['params']> }
  : { params?: never };
type Body<E extends Endpoint> = E extends { body: z.ZodType } ? { body: z.input<E['body']> } : { body?: never };
type Query<E extends Endpoint> = E extends { query: z.ZodType } ? { query?: z.input<E['query']> } : { query?: never };

export type EndpointInput<E extends Endpoint> = Params<E> &
  Body<E> &
  Query<E> &
  Pick<RequestOptions, 'signal' | 'headers' | 'idempotencyKey' | 'token'>;

export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

function buildPath(template: string, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
  if (!query || typeof query !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

type Endpoints = typeof endpoints;

/**
 * Calls an endpoint by its route (`routes.balances`); the contract's schemas give the types.
 * In development and tests the answer is checked against the endpoint's response schema; a
 * production build trusts the server that served it (`#server-data`, ADR 022).
 */
export async function callEndpoint<N extends EndpointName>(
  route: Route<N>,
  input: EndpointInput<Endpoints[N]>,
): Promise<EndpointOutput<Endpoints[N]>> {
  const { params, body, query, ...rest } = input as EndpointInput<Endpoint> & {
    params?: unknown;
    body?: unknown;
    query?: unknown;
  };
  const idempotencyKey = rest.idempotencyKey ?? (route.idempotent ? crypto.randomUUID() : undefined);
  const data = await apiRequest(buildPath(route.path, params, query), {
    ...rest,
    method: route.method,
    body,
    idempotencyKey,
  });
  checkResponse(route.name, data);
  return data as EndpointOutput<Endpoints[N]>;
}
