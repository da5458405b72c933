import {
  isValidNuban,
  kycLabels,
  kycMessages,
  kycPersonalInfo,
  UPLOAD_MAX_BYTES,
  uploadMessages,
  type BankName,
} from '@app/contract';
import type { z } from 'zod';

export interface PersonalInfoValues {
  full_name: string;
  phone_number: string;
  bank_name: BankName | '';
  account_number: string;
  bvn: string;
}

export interface DocumentValues {
  id_document: string;
  proof_of_address: string;
}

export type KycErrors = Partial<Record<keyof PersonalInfoValues | keyof DocumentValues | 'documents', string>>;

const shape = kycPersonalInfo.shape;

function first(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Step 1: the spec's '{Label} is required', then the same format rules the server applies. */
export function validatePersonalInfo(values: PersonalInfoValues): KycErrors {
  const errors: KycErrors = {
    full_name: first(shape.full_name, values.full_name),
    phone_number: first(shape.phone_number, values.phone_number),
    bank_name: first(shape.bank_name, values.bank_name || undefined),
    account_number: first(shape.account_number, values.account_number),
    bvn: first(shape.bvn, values.bvn),
  };
  if (!errors.account_number && !errors.bank_name && values.bank_name) {
    if (!isValidNuban(values.bank_name, values.account_number.trim())) errors.account_number = kycMessages.accountNuban;
  }
  return compact(errors);
}

/** Step 2: both documents, else 'Please upload all required documents' and '{label} is required'. */
export function validateDocuments(values: DocumentValues): KycErrors {
  const errors: KycErrors = {
    id_document: values.id_document ? undefined : kycMessages.required(kycLabels.id_document),
    proof_of_address: values.proof_of_address ? undefined : kycMessages.required(kycLabels.proof_of_address),
  };
  if (errors.id_document || errors.proof_of_address) errors.documents = kycMessages.documentsRequired;
  return compact(errors);
}

const ACCEPTED = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'];
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** The client-side check before uploading (the server judges the bytes again). */
export function checkFile(file: File): string | undefined {
  // Browsers leave `type` empty for unknown extensions; then the name decides.
  const typeOk = file.type ? ACCEPTED.includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return uploadMessages.badType;
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge;
  return undefined;
}

function compact(errors: KycErrors): KycErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as KycErrors;
}
