import { z } from 'zod';
import { whenMissing } from './human-issues.js';
import { nubanCheckDigit } from './kyc.js';
import { payoutStatus, type PayoutStatus } from './transaction-details.js';
import { assetSymbol, decimalString } from './wallet.js';

/**
 * Banks we pay out to, with their CBN codes (the NUBAN check digit is computed over the code).
 * The spec's five first, in its order; then the other commercial banks the providers list.
 */
export const nigerianBanks = [
  { code: '058', name: 'GTBank' },
  { code: '044', name: 'Access Bank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '011', name: 'First Bank' },
  { code: '033', name: 'UBA' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '032', name: 'Union Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '050', name: 'Ecobank' },
  { code: '214', name: 'FCMB' },
  { code: '082', name: 'Keystone Bank' },
  { code: '076', name: 'Polaris Bank' },
  { code: '221', name: 'Stanbic IBTC' },
  { code: '035', name: 'Wema Bank' },
  { code: '023', name: 'Citibank' },
] as const;

export const bankNameOf = (code: string): string | undefined => nigerianBanks.find((b) => b.code === code)?.name;

export const payoutMessages = {
  bankRequired: 'Choose a bank',
  bankUnknown: 'Choose a bank from the list',
  accountRequired: 'Account number is required',
  accountDigits: 'Account number must be 10 digits',
  accountNuban: 'This account number is not valid for the selected bank',
  accountNotFound: 'Account not found',
  frozen: 'Your account is frozen. Contact support.',
  initiated: 'Withdrawal initiated successfully!',
  approved: 'Payout approved successfully!',
  rejected: 'Payout rejected.',
} as const;

/** NUBAN (CBN): a 9-digit serial and a check digit over the 3-digit bank code and the serial. */
export function isValidNubanFor(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** Why an account number is wrong for a bank, or null when it passes the NUBAN check. */
export function accountNumberError(bankCode: string, accountNumber: string): string | null {
  if (!accountNumber) return payoutMessages.accountRequired;
  if (!/^\d{10}$/.test(accountNumber)) return payoutMessages.accountDigits;
  if (bankNameOf(bankCode) && !isValidNubanFor(bankCode, accountNumber)) return payoutMessages.accountNuban;
  return null;
}

// Plain strings with the checks in refinements (no regex pattern): the account number's real
// rule is the check digit, which depends on the bank.
const bankCodeField = z
  .string({ error: payoutMessages.bankRequired })
  .trim()
  .min(1, { error: payoutMessages.bankRequired, abort: true })
  .refine((code) => bankNameOf(code) !== undefined, payoutMessages.bankUnknown);

const accountNumberField = z
  .string({ error: payoutMessages.accountRequired })
  .trim()
  .min(1, { error: payoutMessages.accountRequired, abort: true })
  .max(20, payoutMessages.accountDigits)
  .refine((v) => /^\d{10}$/.test(v), payoutMessages.accountDigits);

function checkNuban(v: { bank_code: string; account_number: string }, ctx: z.RefinementCtx) {
  if (bankNameOf(v.bank_code) && /^\d{10}$/.test(v.account_number) && !isValidNubanFor(v.bank_code, v.account_number)) {
    ctx.addIssue({ code: 'custom', path: ['account_number'], message: payoutMessages.accountNuban });
  }
}

export const bank = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bank>;
export const bankList = z.array(bank);

export const resolveAccountRequest = z
  .object({ bank_code: bankCodeField, account_number: accountNumberField })
  .superRefine(checkNuban);
export type ResolveAccountRequest = z.input<typeof resolveAccountRequest>;
export const resolvedAccount = z.object({ account_name: z.string() });
export type ResolvedAccount = z.infer<typeof resolvedAccount>;

export const sendToBankRequest = z
  .object({
    balance_id: z.string({ error: whenMissing('balance_id is required') }).uuid('balance_id must be a balance id'),
    amount: decimalString,
    bank_code: bankCodeField,
    account_number: accountNumberField,
  })
  .superRefine(checkNuban);
export type SendToBankRequest = z.input<typeof sendToBankRequest>;

export const payoutProvider = z.enum(['paystack', 'flutterwave']);
export type PayoutProviderName = z.infer<typeof payoutProvider>;

export const sendToBankResponse = z.object({
  data: z.literal('success'),
  /** The payout's reference: what the provider and the user's history show. */
  txHash: z.string(),
  payout_id: z.string(),
  status: payoutStatus,
});
export type SendToBankResponse = z.infer<typeof sendToBankResponse>;

export const payout = z.object({
  id: z.string(),
  reference: z.string(),
  status: payoutStatus,
  /** NGN paid to the bank account. */
  amount: z.string(),
  currency: z.literal('NGN'),
  /** What left the wallet (before fees), in the wallet's asset. */
  source_amount: z.string(),
  source_symbol: assetSymbol,
  fee: z.string(),
  /** NGN per unit of the source asset, locked at the time of the payout; null for NGN. */
  rate: z.string().nullable(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  provider: payoutProvider.nullable(),
  requires_approval: z.boolean(),
  failure_reason: z.string().nullable(),
  /** The withdrawal in the user's history. */
  transaction_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payout = z.infer<typeof payout>;
export const payoutList = z.array(payout);

export const payoutsQuery = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
  before: z.string().uuid('before must be a payout id').optional(),
});

export const adminPayoutsQuery = z.object({
  status: payoutStatus.optional(),
  /** A tag (with or without @), a payout id or reference. */
  q: z.string().trim().max(100, 'Search is too long').optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(100),
});

export const adminPayout = z.object({
  id: z.string(),
  reference: z.string(),
  user_id: z.string(),
  tag: z.string(),
  amount: z.string(),
  currency: z.literal('NGN'),
  provider: payoutProvider.nullable(),
  status: payoutStatus,
  /** Bank and account number, e.g. 'GTBank 0123456785'. */
  bank_account: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  timestamp: z.string(),
  requires_approval: z.boolean(),
  /** Whether the user's identity is verified now. */
  kyc_verified: z.boolean(),
  /** The approvers' tags, joined; null until someone approved. */
  approved_by: z.string().nullable(),
  approvals: z.array(z.object({ admin_id: z.string(), admin_tag: z.string(), approved_at: z.string() })),
  /** 0 when no approval is needed, 2 at or above the dual-approval threshold. */
  approvals_required: z.number().int(),
  source_amount: z.string(),
  source_symbol: assetSymbol,
  failure_reason: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayout>;
export const adminPayoutList = z.array(adminPayout);

const statusNumbers = z.object(
  Object.fromEntries(payoutStatus.options.map((s) => [s, z.number().int()])) as {
    [K in PayoutStatus]: z.ZodNumber;
  },
);
const statusAmounts = z.object(
  Object.fromEntries(payoutStatus.options.map((s) => [s, z.string()])) as {
    [K in PayoutStatus]: z.ZodString;
  },
);
export const adminPayoutStats = z.object({
  count: statusNumbers,
  /** NGN per status. */
  amount: statusAmounts,
  total: z.number().int(),
});
export type AdminPayoutStats = z.infer<typeof adminPayoutStats>;

export const reasonRequest = z.object({
  reason: z
    .string({ error: whenMissing('Reason is required') })
    .trim()
    .min(1, { error: 'Reason is required', abort: true })
    .max(500, 'Reason must be at most 500 characters'),
});
export type ReasonRequest = z.infer<typeof reasonRequest>;

/**
 * A provider's webhook as far as we read it: the event name and the transfer's reference and
 * status. Everything else the provider sends is kept as received.
 */
export const payoutWebhook = z.looseObject({
  event: z.string().max(100),
  data: z.looseObject({
    reference: z.string().max(200),
    status: z.string().max(50).optional(),
  }),
});
export const webhookAck = z.object({ received: z.literal(true) });
