import type { z } from 'zod';

import { healthResponse, livenessResponse, readinessResponse } from './health.js';
import { exchangeEndpoints } from './exchange-endpoints.js';
import { adminEndpoints } from './admin-endpoints.js';
import { identityEndpoints } from './identity-endpoints.js';
import { payoutsEndpoints } from './payouts-endpoints.js';
import { billsEndpoints } from './bills-endpoints.js';
import { splitEndpoints } from './split-endpoints.js';
import { receiptsEndpoints } from './receipts-endpoints.js';
import { limitsEndpoints } from './limits-endpoints.js';
import { authEndpoints } from './auth-endpoints.js';
import { notificationsEndpoints } from './notifications-endpoints.js';
import { walletEndpoints } from './wallet-endpoints.js';
import { chainsEndpoints } from './chains-endpoints.js';

export type Access = 'public' | 'user' | 'admin';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path under /api, e.g. `/notifications/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** Money-moving POSTs take an `Idempotency-Key` header. */
  idempotent?: boolean;
  /** Exists only outside production (sandbox providers). */
  sandboxOnly?: boolean;
  /** Takes multipart/form-data with one file in this field instead of a JSON body. */
  multipartFile?: string;
  /** Answers with the raw bytes of these content types instead of JSON. */
  binaryResponse?: string;
}

/**
 * Every endpoint of the API. The server registers handlers against these entries and builds
 * the OpenAPI document from them, so the document cannot drift from the code.
 */
export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Service and database health',
    tag: 'system',
    access: 'public',
    response: healthResponse,
  },
  liveness: {
    method: 'GET',
    path: '/health/live',
    summary: 'Liveness: the process answers (for an orchestrator)',
    tag: 'system',
    access: 'public',
    response: livenessResponse,
  },
  readiness: {
    method: 'GET',
    path: '/health/ready',
    summary: 'Readiness: database, job queue and watchers up (503 otherwise; for a load balancer)',
    tag: 'system',
    access: 'public',
    response: readinessResponse,
  },
  ...authEndpoints,
  ...notificationsEndpoints,
  ...walletEndpoints,
  ...chainsEndpoints,
  ...identityEndpoints,
  ...exchangeEndpoints,
  ...payoutsEndpoints,
  ...adminEndpoints,
  ...billsEndpoints,
  ...splitEndpoints,
  ...receiptsEndpoints,
  ...limitsEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
