import { kycCheckResult, uploadUrl, type AdminKycItem, type BankName, type KycSubmission } from '@app/contract';
import type { KycRow } from './kyc.repository.js';

const maskBvn = (bvn: string | null) => (bvn ? `${'*'.repeat(bvn.length - 4)}${bvn.slice(-4)}` : null);

/** The owner's view: the BVN masked to its last 4 digits. */
export function toSubmissionDto(row: KycRow): KycSubmission {
  return {
    id: row.id,
    status: row.status,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    bank_name: row.bankName as BankName,
    account_number: row.accountNumber,
    bvn: maskBvn(row.bvn),
    id_document: uploadUrl(row.idDocumentId),
    proof_of_address: uploadUrl(row.proofOfAddressId),
    rejection_reason: row.rejectionReason,
    submitted_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** The reviewer's view: everything, with the automated check. */
export function toAdminItem(row: KycRow, user: { id: string; tag: string; email: string }): AdminKycItem {
  const check = kycCheckResult.safeParse(row.checkResult);
  return {
    ...toSubmissionDto(row),
    bvn: row.bvn,
    user,
    check: check.success ? check.data : null,
    reviewed_by: row.reviewedBy,
  };
}
