import { formatAmount, type AdminPayout, type AssetSymbol, type Payout } from '@app/contract';
import { assetInfo } from '../assets/catalogue.js';
import { toRate } from '../prices/rates.js';
import type { ApprovalRow, PayoutRow } from './payouts.repository.js';

const naira = (kobo: string | bigint) => formatAmount(BigInt(kobo), 2, 2);

export function toPayoutDto(row: PayoutRow): Payout {
  const info = assetInfo(row.asset);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    amount: naira(row.ngnAmount),
    currency: 'NGN',
    source_amount: formatAmount(BigInt(row.amount), info.decimals),
    source_symbol: info.symbol as AssetSymbol,
    fee: formatAmount(BigInt(row.fee), info.decimals),
    rate: row.rate === null ? null : formatAmount(toRate(row.rate), 18),
    bank_code: row.bankCode,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    account_name: row.accountName,
    provider: row.provider,
    requires_approval: row.requiresApproval,
    failure_reason: row.failureReason,
    transaction_id: row.activityId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAdminPayoutDto(
  row: PayoutRow,
  owner: { tag: string; kycStatus: string },
  approvals: ApprovalRow[],
): AdminPayout {
  const info = assetInfo(row.asset);
  const mine = approvals.filter((a) => a.payoutId === row.id);
  return {
    id: row.id,
    reference: row.reference,
    user_id: row.userId,
    tag: owner.tag,
    amount: naira(row.ngnAmount),
    currency: 'NGN',
    provider: row.provider,
    status: row.status,
    bank_account: `${row.bankName} ${row.accountNumber}`,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    account_name: row.accountName,
    timestamp: row.createdAt.toISOString(),
    requires_approval: row.requiresApproval,
    kyc_verified: owner.kycStatus === 'verified',
    approved_by: mine.length ? mine.map((a) => `@${a.adminTag}`).join(', ') : null,
    approvals: mine.map((a) => ({
      admin_id: a.adminId,
      admin_tag: a.adminTag,
      approved_at: a.createdAt.toISOString(),
    })),
    approvals_required: row.approvalsRequired,
    source_amount: formatAmount(BigInt(row.amount), info.decimals),
    source_symbol: info.symbol as AssetSymbol,
    failure_reason: row.failureReason,
  };
}
