import { z } from 'zod';
import type { Endpoint } from './endpoints.js';
import { idParam } from './notifications.js';

/** Receipts (issue 15): a PDF for any completed transaction of the caller. Spread into `endpoints`. */
export const receiptsEndpoints = {
  transactionReceipt: {
    method: 'GET',
    path: '/transactions/:id/receipt.pdf',
    summary: 'PDF receipt of a completed transaction (404 for anyone else’s; 422 while not completed)',
    tag: 'wallet',
    access: 'user',
    params: idParam,
    binaryResponse: 'application/pdf',
    response: z.unknown(),
  },
} as const satisfies Record<string, Endpoint>;
