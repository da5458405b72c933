import { formatAmount, type BillCategory, type BillPayment, type BillPaymentStatus } from '@app/contract';
import type { BillPaymentRow } from './bills.repository.js';

/** `initiated` (the biller may not have it yet) reads as pending to the user. */
export const publicStatus = (status: BillPaymentRow['status']): BillPaymentStatus =>
  status === 'delivered' || status === 'failed' ? status : 'pending';

const naira = (kobo: string | bigint) => formatAmount(BigInt(kobo), 2, 2);

export function toBillPaymentDto(row: BillPaymentRow): BillPayment {
  return {
    id: row.id,
    tx_hash: row.reference,
    transaction_id: row.activityId,
    category: row.category as BillCategory,
    provider: row.provider,
    provider_name: row.providerName,
    account_number: row.accountNumber,
    customer_name: row.customerName,
    variation_code: row.variationCode,
    amount: naira(row.amount),
    fee: naira(row.fee),
    total: naira(BigInt(row.amount) + BigInt(row.fee)),
    status: publicStatus(row.status),
    token: row.token,
    units: row.units,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
