import { z } from 'zod';
import { whenMissing } from './human-issues.js';
import { percentagesComplete, percentToHundredths } from './split-math.js';
import { assetSymbol, decimalString } from './wallet.js';

export const splitMethod = z.enum(['equal', 'percentage', 'custom']);
export type SplitMethod = z.infer<typeof splitMethod>;

/** Spec §9: at least 2 recipients. More than this is a mass payout, not a split. */
export const SPLIT_MIN_RECIPIENTS = 2;
export const SPLIT_MAX_RECIPIENTS = 20;

export const splitMessages = {
  tooFew: 'Add at least 2 recipients',
  tooMany: `A split can have at most ${SPLIT_MAX_RECIPIENTS} recipients`,
  tagRequired: 'Recipient tag is required',
  duplicate: (tag: string) => `@${tag} is in the split more than once`,
  percentageRequired: 'Enter a percentage for every recipient',
  percentageDecimals: 'Percentages can have at most 2 decimal places',
  percentageSum: 'Percentages must add up to 100%',
  amountRequired: 'Enter an amount for every recipient',
  customSum: 'Amounts must add up to the total',
} as const;

const recipientTag = z
  .string({ error: splitMessages.tagRequired })
  .trim()
  .transform((t) => t.replace(/^@/, ''))
  .pipe(z.string().min(1, { error: splitMessages.tagRequired, abort: true }).max(20, 'Recipient tag is too long'));

export const splitRecipientInput = z.object({
  tag: recipientTag,
  /** Percentage mode: 0-100 with at most 2 decimals. */
  percentage: z
    .number({ error: 'Percentage must be a number' })
    .min(0, 'Percentage must be at least 0')
    .max(100, 'Percentage must be at most 100')
    .optional(),
  /** Custom mode: this recipient's amount, a decimal string in the asset. */
  amount: decimalString.optional(),
});
export type SplitRecipientInput = z.input<typeof splitRecipientInput>;

const recipientsField = z
  .array(splitRecipientInput, { error: splitMessages.tooFew })
  .min(SPLIT_MIN_RECIPIENTS, splitMessages.tooFew)
  .max(SPLIT_MAX_RECIPIENTS, splitMessages.tooMany);

type RecipientsShape = { method: SplitMethod; recipients: { tag: string; percentage?: number; amount?: string }[] };

/**
 * The rules that tie recipients together (spec §5): no tag twice, every row has what its method
 * needs, percentages add up to 100 within 0.01. Custom amounts are checked against the total by the
 * server, which knows the asset's decimals.
 */
function checkRecipients(value: RecipientsShape, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  value.recipients.forEach((r, i) => {
    const key = r.tag.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['recipients', i, 'tag'], message: splitMessages.duplicate(r.tag) });
    seen.add(key);
  });
  if (value.method === 'percentage') {
    const hundredths: bigint[] = [];
    value.recipients.forEach((r, i) => {
      if (r.percentage === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['recipients', i, 'percentage'],
          message: splitMessages.percentageRequired,
        });
        return;
      }
      const h = percentToHundredths(r.percentage);
      if (h === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['recipients', i, 'percentage'],
          message: splitMessages.percentageDecimals,
        });
        return;
      }
      hundredths.push(h);
    });
    if (hundredths.length === value.recipients.length && !percentagesComplete(hundredths)) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: splitMessages.percentageSum });
    }
  }
  if (value.method === 'custom') {
    value.recipients.forEach((r, i) => {
      if (r.amount === undefined)
        ctx.addIssue({ code: 'custom', path: ['recipients', i, 'amount'], message: splitMessages.amountRequired });
    });
  }
}

export const createSplitRequest = z
  .object({
    balance_id: z.string({ error: whenMissing('balance_id is required') }).uuid('balance_id must be a balance id'),
    total_amount: decimalString,
    method: splitMethod,
    recipients: recipientsField,
  })
  .superRefine(checkRecipients);
export type CreateSplitRequest = z.output<typeof createSplitRequest>;

export const splitShare = z.object({ tag: z.string(), amount: z.string() });
export type SplitShare = z.infer<typeof splitShare>;

export const createSplitResponse = z.object({
  data: z.literal('success'),
  txHash: z.string(),
  recipients: z.array(splitShare),
});
export type CreateSplitResponse = z.infer<typeof createSplitResponse>;

// Collecting shares: one payment request per recipient, each with its own status.

export const PAYMENT_REQUEST_NOTE_MAX = 140;

export const createPaymentRequestBody = z
  .object({
    asset_symbol: assetSymbol,
    total_amount: decimalString,
    method: splitMethod,
    recipients: recipientsField,
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(PAYMENT_REQUEST_NOTE_MAX, `Note can be at most ${PAYMENT_REQUEST_NOTE_MAX} characters`)
      .default(''),
  })
  .superRefine(checkRecipients);
export type CreatePaymentRequestBody = z.output<typeof createPaymentRequestBody>;

export const paymentRequestItemStatus = z.enum(['pending', 'paid', 'declined', 'cancelled']);
export type PaymentRequestItemStatus = z.infer<typeof paymentRequestItemStatus>;

export const paymentRequestItem = z.object({
  id: z.string(),
  /** The person asked to pay. */
  tag: z.string(),
  amount: z.string(),
  status: paymentRequestItemStatus,
  /** Our reference of the payment, once paid. */
  tx_hash: z.string().nullable(),
  updated_at: z.string(),
  reminded_at: z.string().nullable(),
  reminder_count: z.number().int(),
  /** When the requester may send the next reminder (null: now, or never once settled). */
  next_reminder_at: z.string().nullable(),
});
export type PaymentRequestItem = z.infer<typeof paymentRequestItem>;

export const paymentRequestDirection = z.enum(['sent', 'received']);
export type PaymentRequestDirection = z.infer<typeof paymentRequestDirection>;

export const paymentRequest = z.object({
  id: z.string(),
  /** `sent`: the caller asked; they see every item. `received`: the caller was asked; they see their own. */
  direction: paymentRequestDirection,
  requester_tag: z.string(),
  asset_symbol: assetSymbol,
  /** The asset's decimals, for exact arithmetic on the amounts. */
  decimals: z.number().int(),
  total_amount: z.string(),
  method: splitMethod,
  note: z.string(),
  created_at: z.string(),
  items: z.array(paymentRequestItem),
  /** Paid so far (of the items the caller sees). */
  collected_amount: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;
export const paymentRequestList = z.array(paymentRequest);

export const paymentRequestsQuery = z.object({
  direction: paymentRequestDirection.optional(),
  /** Only requests with at least one item in this status (e.g. `pending`: what is still open). */
  status: paymentRequestItemStatus.optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(30),
});
export type PaymentRequestsQuery = z.infer<typeof paymentRequestsQuery>;

export const payPaymentRequestResponse = z.object({ data: z.literal('success'), txHash: z.string() });

// Tag lookup, for checking recipients as they are typed.

export const tagLookupQuery = z.object({
  tag: z
    .string({ error: whenMissing('tag is required') })
    .trim()
    .transform((t) => t.replace(/^@/, ''))
    .pipe(z.string().min(1, { error: 'tag is required', abort: true }).max(20, 'tag is too long')),
});
/** Whether a tag belongs to someone; nothing else about them. */
export const tagLookupResult = z.object({ tag: z.string(), exists: z.boolean() });
export type TagLookupResult = z.infer<typeof tagLookupResult>;
