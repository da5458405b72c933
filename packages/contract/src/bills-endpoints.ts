import type { Endpoint } from './endpoints.js';
import {
  billCatalog,
  billPayment,
  billPaymentList,
  billPaymentsQuery,
  billPayRequest,
  billPayResponse,
  billsCallback,
  billsCallbackResult,
  billVerifyRequest,
  billVerifyResponse,
} from './bills.js';
import { idParam } from './notifications.js';

/** Bill payments through the bill aggregator (issue 10). Spread into `endpoints`. */
export const billsEndpoints = {
  billsCatalog: {
    method: 'GET',
    path: '/bills/catalog',
    summary: 'Bill categories, their providers with amount limits, and cable TV bouquets',
    tag: 'bills',
    access: 'user',
    response: billCatalog,
  },
  verifyBillCustomer: {
    method: 'POST',
    path: '/bills/verify',
    summary: 'Who will be paid: the customer behind an account number (422 for an unknown customer)',
    tag: 'bills',
    access: 'user',
    body: billVerifyRequest,
    response: billVerifyResponse,
  },
  payBill: {
    method: 'POST',
    path: '/bills/pay',
    summary: 'Pay a bill from the NGN wallet (amount + ₦50 service fee); pending payments resolve later',
    tag: 'bills',
    access: 'user',
    body: billPayRequest,
    response: billPayResponse,
    idempotent: true,
  },
  billPayments: {
    method: 'GET',
    path: '/bills/payments',
    summary: "The caller's bill payments, newest first",
    tag: 'bills',
    access: 'user',
    query: billPaymentsQuery,
    response: billPaymentList,
  },
  billPayment: {
    method: 'GET',
    path: '/bills/payments/:id',
    summary: 'One bill payment of the caller',
    tag: 'bills',
    access: 'user',
    params: idParam,
    response: billPayment,
  },
  billsCallback: {
    method: 'POST',
    path: '/webhooks/bills',
    summary: "The bill aggregator's callback for a pending transaction; we requery it rather than trust the body",
    tag: 'webhooks',
    access: 'public',
    body: billsCallback,
    response: billsCallbackResult,
  },
} as const satisfies Record<string, Endpoint>;
