import { z } from 'zod';

/**
 * What a transaction carries beyond amount and parties, by kind: the other side of a swap, the
 * biller's token, the bank account of a payout. Stored with the user's activity row and shown on
 * the detail page (and in receipts). Each feature owns its own variant.
 */
export const swapDetails = z.object({
  kind: z.literal('swap'),
  from_symbol: z.string(),
  from_amount: z.string(),
  to_symbol: z.string(),
  to_amount: z.string(),
  /** Units of `to_symbol` per unit of `from_symbol`, as executed. */
  rate: z.string(),
  trigger: z.enum(['manual', 'auto']),
});

export const billDetails = z.object({
  kind: z.literal('bill'),
  category: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  account_number: z.string(),
  customer_name: z.string().nullable(),
  /** Prepaid electricity token (20 digits) once delivered. */
  token: z.string().nullable(),
  units: z.string().nullable(),
  request_id: z.string(),
});

/**
 * A bank payout's state. `requires_approval`: waits for an admin (large, or the user is not
 * verified). `pending`: queued for sending. `processing`: with a provider. `failed` (also a
 * rejection) and `reversed` (the bank sent it back after success) were refunded in full.
 */
export const payoutStatus = z.enum(['requires_approval', 'pending', 'processing', 'completed', 'failed', 'reversed']);
export type PayoutStatus = z.infer<typeof payoutStatus>;

export const payoutDetails = z.object({
  kind: z.literal('payout'),
  payout_id: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  payout_status: payoutStatus,
  /** NGN paid out, as a decimal string (the activity's own amount is in the wallet's asset). */
  ngn_amount: z.string(),
});

export const splitDetails = z.object({
  kind: z.literal('split'),
  method: z.enum(['equal', 'percentage', 'custom']),
  recipients: z.array(z.object({ tag: z.string(), amount: z.string() })),
});

export const paymentRequestDetails = z.object({
  kind: z.literal('payment_request'),
  request_id: z.string(),
  note: z.string(),
});

export const transactionDetails = z.discriminatedUnion('kind', [
  swapDetails,
  billDetails,
  payoutDetails,
  splitDetails,
  paymentRequestDetails,
]);
export type TransactionDetails = z.infer<typeof transactionDetails>;
