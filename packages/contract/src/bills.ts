import { z } from 'zod';
import { whenMissing } from './human-issues.js';
import { decimalString } from './wallet.js';

/** The spec's five bill categories, in its order. */
export const billCategory = z.enum(['electricity', 'internet', 'airtime', 'cable_tv', 'betting']);
export type BillCategory = z.infer<typeof billCategory>;

/** The flat service fee on every bill payment, in kobo (spec §9: ₦50, added to the total). */
export const BILL_SERVICE_FEE_KOBO = 5_000n;
export const BILL_SERVICE_FEE_LABEL = 'Service fee';

/**
 * What identifies the customer in each category, and what a well-formed one looks like. The
 * label is the spec's; the formats are Nigeria's (11-digit phone numbers starting with 0, 11-13
 * digit meters, 10-12 digit smart cards). Both sides check with `accountNumberProblem`.
 */
export const billAccountRules: Record<BillCategory, { label: string; pattern: RegExp; message: string }> = {
  electricity: { label: 'Meter Number', pattern: /^\d{11,13}$/, message: 'Meter Number must be 11 to 13 digits' },
  internet: {
    label: 'Phone Number',
    pattern: /^0[789][01]\d{8}$/,
    message: 'Phone Number must be an 11-digit number like 08031234567',
  },
  airtime: {
    label: 'Phone Number',
    pattern: /^0[789][01]\d{8}$/,
    message: 'Phone Number must be an 11-digit number like 08031234567',
  },
  cable_tv: {
    label: 'Smart Card Number',
    pattern: /^\d{10,12}$/,
    message: 'Smart Card Number must be 10 to 12 digits',
  },
  betting: { label: 'Account ID', pattern: /^\d{6,12}$/, message: 'Account ID must be 6 to 12 digits' },
};

/** Why an account number is not well-formed for a category, or null when it is. */
export function accountNumberProblem(category: BillCategory, accountNumber: string): string | null {
  const rule = billAccountRules[category];
  if (!accountNumber.trim()) return `${rule.label} is required`;
  return rule.pattern.test(accountNumber.trim()) ? null : rule.message;
}

export const billVariation = z.object({
  code: z.string(),
  name: z.string(),
  /** Fixed price in NGN for bouquets; null where the customer chooses the amount (electricity). */
  amount: z.string().nullable(),
});
export type BillVariation = z.infer<typeof billVariation>;

export const billProvider = z.object({
  /** The aggregator's service id, e.g. `ikeja-electric`, `dstv`. */
  id: z.string(),
  name: z.string(),
  /** Limits in NGN, inclusive. */
  min_amount: z.string(),
  max_amount: z.string(),
  /** Electricity: prepaid / postpaid; cable TV: the bouquets with their prices; otherwise none. */
  variations: z.array(billVariation),
});
export type BillProvider = z.infer<typeof billProvider>;

export const billCategoryEntry = z.object({
  id: billCategory,
  name: z.string(),
  account_label: z.string(),
  providers: z.array(billProvider),
});
export type BillCategoryEntry = z.infer<typeof billCategoryEntry>;
export const billCatalog = z.array(billCategoryEntry);
export type BillCatalog = z.infer<typeof billCatalog>;

const providerField = z
  .string({ error: whenMissing('Provider is required') })
  .trim()
  .min(1, { error: 'Provider is required', abort: true })
  .max(40, 'Unknown provider');
const accountField = z
  .string({ error: whenMissing('Account number is required') })
  .trim()
  .min(1, { error: 'Account number is required', abort: true })
  .max(20, 'Account number is too long');
const variationField = z.string().trim().min(1, 'Choose an option').max(60, 'Unknown option');

export const billVerifyRequest = z.object({
  provider: providerField,
  account_number: accountField,
  /** Electricity: `prepaid` (default) or `postpaid`. */
  variation_code: variationField.optional(),
});
export type BillVerifyRequest = z.infer<typeof billVerifyRequest>;

export const billVerifyResponse = z.object({
  customer_name: z.string(),
  account_number: z.string(),
  /** Electricity: the premises on the meter. */
  address: z.string().nullable(),
  meter_type: z.enum(['prepaid', 'postpaid']).nullable(),
  /** Electricity: the smallest purchase this meter accepts, in NGN. */
  min_amount: z.string().nullable(),
  /** Cable TV: the bouquet on the card, when it is due and what renewing costs. */
  current_bouquet: z.string().nullable(),
  due_date: z.string().nullable(),
  renewal_amount: z.string().nullable(),
});
export type BillVerifyResponse = z.infer<typeof billVerifyResponse>;

export const billPayRequest = z.object({
  provider: providerField,
  account_number: accountField,
  amount: decimalString,
  /** Electricity: `prepaid` (default) or `postpaid`; cable TV: the bouquet (required). */
  variation_code: variationField.optional(),
});
export type BillPayRequest = z.infer<typeof billPayRequest>;

/** What the user sees: `initiated` at the biller reads as pending. */
export const billPaymentStatus = z.enum(['pending', 'delivered', 'failed']);
export type BillPaymentStatus = z.infer<typeof billPaymentStatus>;

export const billPayResponse = z.object({
  data: z.literal('success'),
  /** Our reference for the payment (the transaction id shown to the user). */
  txHash: z.string(),
  status: billPaymentStatus,
  /** Prepaid electricity, once delivered: the 20-digit token and the units bought. */
  token: z.string().optional(),
  units: z.string().optional(),
  payment_id: z.string(),
  /** Why a failed payment failed (the money is back in the wallet). */
  message: z.string().optional(),
});
export type BillPayResponse = z.infer<typeof billPayResponse>;

export const billPayment = z.object({
  id: z.string(),
  tx_hash: z.string(),
  /** The user's transaction (for /transactions/:id). */
  transaction_id: z.string(),
  category: billCategory,
  provider: z.string(),
  provider_name: z.string(),
  account_number: z.string(),
  customer_name: z.string().nullable(),
  variation_code: z.string().nullable(),
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  status: billPaymentStatus,
  token: z.string().nullable(),
  units: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type BillPayment = z.infer<typeof billPayment>;
export const billPaymentList = z.array(billPayment);

export const billPaymentsQuery = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(10),
});

/** A VTpass-style callback: the biller says a pending transaction changed. We requery to learn how. */
export const billsCallback = z.object({
  type: z.string().trim().max(60),
  data: z.object({
    requestId: z.string().trim().min(1, 'requestId is required').max(64, 'requestId is too long'),
  }),
});
export const billsCallbackResult = z.object({ response: z.literal('success') });
