import { z } from 'zod';
import { kycStatus } from './user.js';

/** Banks of the KYC form (spec §3), with the CBN bank codes the NUBAN check digit is computed over. */
export const banks = [
  { value: 'gtbank', label: 'GTBank', code: '058' },
  { value: 'access', label: 'Access Bank', code: '044' },
  { value: 'zenith', label: 'Zenith Bank', code: '057' },
  { value: 'first', label: 'First Bank', code: '011' },
  { value: 'uba', label: 'UBA', code: '033' },
  { value: 'fidelity', label: 'Fidelity Bank', code: '070' },
  { value: 'union', label: 'Union Bank', code: '032' },
  { value: 'sterling', label: 'Sterling Bank', code: '232' },
] as const;
export const bankName = z.enum(['gtbank', 'access', 'zenith', 'first', 'uba', 'fidelity', 'union', 'sterling']);
export type BankName = z.infer<typeof bankName>;

export const kycLabels = {
  full_name: 'Full Name',
  phone_number: 'Phone Number',
  bank_name: 'Bank Name',
  account_number: 'Account Number',
  bvn: 'BVN',
  id_document: 'ID Document',
  proof_of_address: 'Proof of Address',
} as const;

export const kycMessages = {
  required: (label: string) => `${label} is required`,
  fullName: 'Enter your full name as it appears on your ID',
  phone: 'Enter a Nigerian phone number: +234XXXXXXXXXX or 0XXXXXXXXXX',
  bank: 'Choose a bank from the list',
  accountDigits: 'Account Number must be 10 digits',
  accountNuban: 'This account number is not valid for the selected bank',
  bvn: 'BVN must be 11 digits',
  document: (label: string) => `${label} must be a file you uploaded`,
  sameDocument: 'Upload a different file for your proof of address',
  documentsRequired: 'Please upload all required documents',
  submitted: 'KYC information submitted successfully! We will review your documents within 24-48 hours.',
  submitFailed: 'Failed to submit KYC information. Please try again.',
  reasonRequired: 'Reason is required',
} as const;

/** Mobile numbers: +234 or 0, then 7/8/9, then 0/1, then 8 digits. Spaces and dashes are ignored. */
export const NG_PHONE_PATTERN = /^(?:\+234|0)[789][01]\d{8}$/;

/** NUBAN check digit (CBN standard): weights 3,7,3 over the 3-digit bank code and 9-digit serial. */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode}${serial}`;
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * weights[i]!;
  return (10 - (sum % 10)) % 10;
}

export function isValidNuban(bank: BankName, accountNumber: string): boolean {
  const code = banks.find((b) => b.value === bank)?.code;
  if (!code || !/^\d{10}$/.test(accountNumber)) return false;
  return nubanCheckDigit(code, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

const required = (label: string) =>
  z
    .string({ error: kycMessages.required(label) })
    .trim()
    .min(1, { error: kycMessages.required(label), abort: true });

/** An upload id, or its `/api/uploads/{id}` url (absolute or not): normalised to the id. */
const documentRef = (label: string) =>
  required(label).transform((value, ctx) => {
    const match = /^(?:.*\/api\/uploads\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(
      value,
    );
    if (!match) {
      ctx.addIssue({ code: 'custom', message: kycMessages.document(label) });
      return z.NEVER;
    }
    return match[1]!.toLowerCase();
  });

/** Step 1 of the form (personal info), shared with the web's per-step validation. */
export const kycPersonalInfo = z.object({
  full_name: required(kycLabels.full_name)
    .max(100, kycMessages.fullName)
    .regex(/^[\p{L}][\p{L}\s.'-]*[\p{L}.]$/u, kycMessages.fullName),
  phone_number: required(kycLabels.phone_number)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(NG_PHONE_PATTERN, kycMessages.phone))
    .transform((v) => (v.startsWith('0') ? `+234${v.slice(1)}` : v)),
  bank_name: z.enum(bankName.options, {
    error: (issue) => (issue.input ? kycMessages.bank : kycMessages.required(kycLabels.bank_name)),
  }),
  account_number: required(kycLabels.account_number).regex(/^\d{10}$/, kycMessages.accountDigits),
  bvn: z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(
      z
        .string()
        .regex(/^\d{11}$/, kycMessages.bvn)
        .nullable(),
    ),
});

export const kycDocuments = z.object({
  id_document: documentRef(kycLabels.id_document),
  proof_of_address: documentRef(kycLabels.proof_of_address),
});

/** The rules across fields: the account number belongs to the bank, and two different documents. */
function checkKycCrossFields(
  v: { bank_name: string; account_number: string; id_document: string; proof_of_address: string },
  ctx: z.RefinementCtx,
) {
  const bank = bankName.safeParse(v.bank_name);
  if (bank.success && /^\d{10}$/.test(v.account_number) && !isValidNuban(bank.data, v.account_number)) {
    ctx.addIssue({ code: 'custom', path: ['account_number'], message: kycMessages.accountNuban });
  }
  if (v.id_document && v.id_document === v.proof_of_address) {
    ctx.addIssue({ code: 'custom', path: ['proof_of_address'], message: kycMessages.sameDocument });
  }
}

export const kycSubmissionRequest = kycPersonalInfo.extend(kycDocuments.shape).superRefine(checkKycCrossFields);
export type KycSubmissionRequest = z.input<typeof kycSubmissionRequest>;

/** What the web form holds: strings throughout, '' until filled (the bank select starts empty). */
export const kycFormValues = z.object({
  full_name: z.string(),
  phone_number: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  bvn: z.string(),
  id_document: z.string(),
  proof_of_address: z.string(),
});
export type KycFormValues = z.infer<typeof kycFormValues>;

const kycFormChecks = z.intersection(
  kycPersonalInfo.extend(kycDocuments.shape),
  z
    .object({
      bank_name: z.string(),
      account_number: z.string(),
      id_document: z.string(),
      proof_of_address: z.string(),
    })
    .superRefine(checkKycCrossFields)
    // Checks only: the values come from the left side (documents there become upload ids).
    .transform(() => ({})),
);

/**
 * The KYC form (spec §4, §5): every field as the server checks it. The cross-field rules are an
 * intersection, not a refinement, so step 1 shows a bad account number while the documents of
 * step 2 are still empty (zod skips an object's refinements once any field has failed). Typed
 * as taking the form's values: zod's `pipe` wants the next input to match exactly, and the form
 * holds '' where the request has an enum or null.
 */
export const kycForm = kycFormValues.pipe(
  kycFormChecks as unknown as z.ZodType<z.output<typeof kycFormChecks>, KycFormValues>,
);
export type KycFormOutput = z.output<typeof kycForm>;

export const kycCheck = z.object({
  type: z.enum(['bvn', 'nin']),
  /** found: the number exists and `name_match_score` compares its name with `full_name`. */
  status: z.enum(['found', 'not_found', 'not_provided', 'error']),
  name_on_record: z.string().nullable(),
  /** 0-100; null when nothing was looked up. */
  name_match_score: z.number().nullable(),
});
export const kycCheckResult = z.object({
  provider: z.string(),
  checked_at: z.string(),
  checks: z.array(kycCheck),
  /** The provider's advice to the reviewer; it never decides. */
  summary: z.string(),
});
export type KycCheckResult = z.infer<typeof kycCheckResult>;

export const kycSubmission = z.object({
  id: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  full_name: z.string(),
  phone_number: z.string(),
  bank_name: bankName,
  account_number: z.string(),
  /** Masked to the last 4 digits for the owner. */
  bvn: z.string().nullable(),
  id_document: z.string(),
  proof_of_address: z.string(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmission>;

export const kycMe = z.object({
  kyc_status: kycStatus,
  /** The latest submission, if any. */
  submission: kycSubmission.nullable(),
  rejection_reason: z.string().nullable(),
});
export type KycMe = z.infer<typeof kycMe>;

export const adminKycQuery = z.object({
  status: z.enum(['pending', 'verified', 'rejected']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminKycItem = kycSubmission.extend({
  /** Unmasked for reviewers. */
  bvn: z.string().nullable(),
  user: z.object({ id: z.string(), tag: z.string(), email: z.string() }),
  check: kycCheckResult.nullable(),
  reviewed_by: z.string().nullable(),
});
export type AdminKycItem = z.infer<typeof adminKycItem>;
export const adminKycList = z.array(adminKycItem);

export const userIdParam = z.object({ id: z.string().uuid('Invalid id') });
export const kycRejectRequest = z.object({
  reason: z
    .string({ error: kycMessages.reasonRequired })
    .trim()
    .min(1, { error: kycMessages.reasonRequired, abort: true })
    .max(500, 'Reason must be at most 500 characters'),
});
export const kycDecision = z.object({ user_id: z.string(), kyc_status: kycStatus });
