import { z } from 'zod';
import { whenMissing } from './human-issues.js';
import { formatNgn } from './display.js';
import { addressShapeError } from './chains.js';
import { isValidNubanFor, bankNameOf, payoutMessages } from './payouts.js';
import { TAG_PATTERN } from './validation-rules.js';

/**
 * Limits by verification tier (issue 15). The figures are the Central Bank of Nigeria's
 * three-tiered KYC framework (CBN circular of January 2013 on tiered KYC requirements): tier 1
 * ₦50,000 a day and a ₦300,000 balance, tier 2 ₦200,000 and ₦500,000, tier 3 ₦5,000,000 a day
 * with no balance cap. Check them against the current circular before going live; the server
 * reads them from config (`TIER_LIMITS`), these are only the defaults.
 */
export const TIERS = [0, 1, 2, 3] as const;
export type Tier = (typeof TIERS)[number];

export const tierSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Tier must be 0, 1, 2 or 3',
});

export const tierNames: Record<Tier, string> = {
  0: 'Unverified',
  1: 'Verified ID',
  2: 'Verified with BVN',
  3: 'Raised by support',
};

/** How to reach each tier from the one below, shown on Settings → Verification. */
export const tierHowTo: Record<Tier, string> = {
  0: '',
  1: 'Verify your identity (ID document and proof of address) to send up to ₦50,000 a day.',
  2: 'Verify your identity with your BVN under the same name as your ID to send up to ₦200,000 a day.',
  3: 'Contact support: higher limits are set by our compliance team after extra checks.',
};

/** Naira amounts (whole naira as decimal strings), null for "no limit". */
export interface TierLimits {
  daily_outflow: string;
  balance_cap: string | null;
}

export const DEFAULT_TIER_LIMITS: Record<Tier, TierLimits> = {
  0: { daily_outflow: '0', balance_cap: null },
  1: { daily_outflow: '50000', balance_cap: '300000' },
  2: { daily_outflow: '200000', balance_cap: '500000' },
  3: { daily_outflow: '5000000', balance_cap: null },
};

export const limitsMessages = {
  /** `Daily limit reached: ₦12,500.00 left today` */
  dailyLimit: (leftNaira: string) => `Daily limit reached: ${formatNgn(leftNaira)} left today`,
  unverified: 'Verify your identity to send money: unverified accounts cannot send (Settings → Verification).',
  tierSet: 'Tier updated.',
} as const;

export const userLimits = z.object({
  tier: tierSchema,
  tier_name: z.string(),
  /** `admin`: set by an admin (audited); `kyc`: follows the identity verification. */
  tier_source: z.enum(['admin', 'kyc']),
  /** NGN, 2 decimals. */
  daily_limit: z.string(),
  balance_cap: z.string().nullable(),
  used_today: z.string(),
  left_today: z.string(),
  /** The day the figures are for (Africa/Lagos), and when the next one starts. */
  day: z.string(),
  resets_at: z.string(),
  next_tier: z.object({ tier: tierSchema, name: z.string(), daily_limit: z.string(), how: z.string() }).nullable(),
});
export type UserLimits = z.infer<typeof userLimits>;

export const setTierRequest = z.object({
  tier: tierSchema,
  reason: z
    .string({ error: whenMissing('Reason is required') })
    .trim()
    .min(1, { error: 'Reason is required', abort: true })
    .max(500, 'Reason must be at most 500 characters'),
});
export type SetTierRequest = z.infer<typeof setTierRequest>;

// ---- Saved recipients ----

export const beneficiaryKind = z.enum(['tag', 'wallet', 'bank'], { error: 'Kind must be tag, wallet or bank' });
export type BeneficiaryKind = z.infer<typeof beneficiaryKind>;
export const beneficiaryChain = z.enum(['ethereum', 'base', 'starknet', 'core'], {
  error: 'Chain must be ethereum, base, starknet or core',
});

const label = z.string().trim().max(40, 'Name must be at most 40 characters').optional();

export const createBeneficiaryRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('tag'),
      label,
      tag: z
        .string({ error: whenMissing('Tag is required') })
        .trim()
        .transform((t) => t.replace(/^@/, ''))
        .pipe(z.string().regex(TAG_PATTERN, 'Enter a tag of 3-20 letters, digits or underscores')),
    }),
    z
      .object({
        kind: z.literal('wallet'),
        label,
        chain: beneficiaryChain,
        address: z
          .string({ error: whenMissing('Address is required') })
          .trim()
          .min(1, 'Address is required')
          .max(100),
      })
      .superRefine((v, ctx) => {
        const error = addressShapeError(v.chain, v.address);
        if (error) ctx.addIssue({ code: 'custom', path: ['address'], message: error });
      }),
    z
      .object({
        kind: z.literal('bank'),
        label,
        bank_code: z
          .string({ error: payoutMessages.bankRequired })
          .refine((c) => bankNameOf(c) !== undefined, payoutMessages.bankUnknown),
        account_number: z
          .string({ error: payoutMessages.accountRequired })
          .trim()
          .regex(/^\d{10}$/, payoutMessages.accountDigits),
      })
      .superRefine((v, ctx) => {
        if (bankNameOf(v.bank_code) && !isValidNubanFor(v.bank_code, v.account_number)) {
          ctx.addIssue({ code: 'custom', path: ['account_number'], message: payoutMessages.accountNuban });
        }
      }),
  ],
  { error: 'Kind must be tag, wallet or bank' },
);
export type CreateBeneficiaryRequest = z.input<typeof createBeneficiaryRequest>;

export const beneficiary = z.object({
  id: z.string(),
  kind: beneficiaryKind,
  label: z.string().nullable(),
  tag: z.string().nullable(),
  chain: z.string().nullable(),
  address: z.string().nullable(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  last_used_at: z.string(),
  created_at: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiary>;
export const beneficiaryList = z.array(beneficiary);
export const beneficiariesQuery = z.object({ kind: beneficiaryKind.optional() });
