import type { z } from 'zod';
import { chainStatusList, sandboxDepositTarget, sandboxDepositTargetRequest, sendToWalletRequest } from './chains.js';
import { healthResponse, livenessResponse, readinessResponse } from './health.js';
import { exchangeEndpoints } from './exchange-endpoints.js';
import { adminEndpoints } from './admin-endpoints.js';
import { identityEndpoints } from './identity-endpoints.js';
import { payoutsEndpoints } from './payouts-endpoints.js';
import { billsEndpoints } from './bills-endpoints.js';
import { splitEndpoints } from './split-endpoints.js';
import { receiptsEndpoints } from './receipts-endpoints.js';
import { limitsEndpoints } from './limits-endpoints.js';
import {
  balanceList,
  dashboardSummary,
  feeQuery,
  feeQuote,
  priceTable,
  sandboxFundingResult,
  sandboxFundingWebhook,
  priceUpdate,
  sendResponse,
  sendToTagRequest,
  syncResponse,
  transaction,
  transactionList,
  transactionsQuery,
} from './wallet.js';
import { idParam, notificationList } from './notifications.js';
import { authResponse, loginRequest, okResponse, registerRequest, user } from './user.js';

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
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account',
    tag: 'auth',
    access: 'public',
    body: registerRequest,
    response: authResponse,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in',
    tag: 'auth',
    access: 'public',
    body: loginRequest,
    response: authResponse,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke the current session',
    tag: 'auth',
    access: 'user',
    response: okResponse,
  },
  profile: {
    method: 'GET',
    path: '/users/profile',
    summary: 'The signed-in user',
    tag: 'users',
    access: 'user',
    response: user,
  },
  unreadNotifications: {
    method: 'GET',
    path: '/notifications/unread',
    summary: 'Unread notifications, newest first',
    tag: 'notifications',
    access: 'user',
    response: notificationList,
  },
  markNotificationRead: {
    method: 'PUT',
    path: '/notifications/:id',
    summary: 'Mark one notification read',
    tag: 'notifications',
    access: 'user',
    params: idParam,
    response: okResponse,
  },
  balances: {
    method: 'GET',
    path: '/balances',
    summary: 'Balances of every asset with prices and fiat values',
    tag: 'wallet',
    access: 'user',
    response: balanceList,
  },
  syncBalances: {
    method: 'GET',
    path: '/balances/sync',
    summary: 'Scan for new deposits; returns what was credited',
    tag: 'wallet',
    access: 'user',
    response: syncResponse,
  },
  dashboardSummary: {
    method: 'GET',
    path: '/users/dashboard-summary',
    summary: 'Totals in USD and NGN',
    tag: 'wallet',
    access: 'user',
    response: dashboardSummary,
  },
  transactions: {
    method: 'GET',
    path: '/transactions',
    summary: 'Transaction history, newest first',
    tag: 'wallet',
    access: 'user',
    query: transactionsQuery,
    response: transactionList,
  },
  fees: {
    method: 'GET',
    path: '/wallets/fees',
    summary: 'Fee quote for a send',
    tag: 'wallet',
    access: 'user',
    query: feeQuery,
    response: feeQuote,
  },
  transaction: {
    method: 'GET',
    path: '/transactions/:id',
    summary: 'One transaction of the caller',
    tag: 'wallet',
    access: 'user',
    params: idParam,
    response: transaction,
  },
  sendToWallet: {
    method: 'POST',
    path: '/wallets/send-to-wallet',
    summary: 'Withdraw to an on-chain address',
    tag: 'wallet',
    access: 'user',
    body: sendToWalletRequest,
    response: sendResponse,
    idempotent: true,
  },
  adminChains: {
    method: 'GET',
    path: '/admin/chains',
    summary: 'Chain heights, scan progress and health',
    tag: 'admin',
    access: 'admin',
    response: chainStatusList,
  },
  sandboxDepositTarget: {
    method: 'POST',
    path: '/webhooks/sandbox-deposit-target',
    summary: 'Sandbox: a user deposit address on the devnet, for the CLI (HMAC-signed)',
    tag: 'webhooks',
    access: 'public',
    body: sandboxDepositTargetRequest,
    response: sandboxDepositTarget,
    sandboxOnly: true,
  },
  sendToTag: {
    method: 'POST',
    path: '/wallets/send-to-tag',
    summary: 'Send to another user by tag',
    tag: 'wallet',
    access: 'user',
    body: sendToTagRequest,
    response: sendResponse,
    idempotent: true,
  },
  prices: {
    method: 'GET',
    path: '/prices',
    summary: 'Current reference prices',
    tag: 'wallet',
    access: 'user',
    response: priceTable,
  },
  setPrices: {
    method: 'PUT',
    path: '/admin/prices',
    summary: 'Change sandbox reference prices',
    tag: 'admin',
    access: 'admin',
    body: priceUpdate,
    response: priceTable,
  },
  sandboxFundingWebhook: {
    method: 'POST',
    path: '/webhooks/sandbox-funding',
    summary: 'Sandbox funding provider webhook (HMAC-signed; absent in production)',
    tag: 'webhooks',
    access: 'public',
    body: sandboxFundingWebhook,
    response: sandboxFundingResult,
    sandboxOnly: true,
  },
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
