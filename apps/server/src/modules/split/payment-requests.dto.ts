import {
  formatAmount,
  type AssetSymbol,
  type PaymentRequest,
  type PaymentRequestDirection,
  type PaymentRequestItem,
  type SplitMethod,
} from '@app/contract';
import { assetInfo } from '../assets/catalogue.js';
import type { ItemWithTag, PaymentRequestRow } from './split.repository.js';

/** When the requester may next remind this item's payer (null: now, or never once it is settled). */
export function nextReminderAt(item: ItemWithTag, intervalMs: number, now: Date): Date | null {
  if (item.status !== 'pending' || !item.remindedAt) return null;
  const next = new Date(item.remindedAt.getTime() + intervalMs);
  return next > now ? next : null;
}

export function toPaymentRequestDto(
  request: PaymentRequestRow & { requesterTag: string },
  items: ItemWithTag[],
  direction: PaymentRequestDirection,
  reminder: { intervalMs: number; now: Date },
): PaymentRequest {
  const { decimals } = assetInfo(request.asset);
  const fmt = (v: bigint | string) => formatAmount(BigInt(v), decimals);
  const dto = (item: ItemWithTag): PaymentRequestItem => ({
    id: item.id,
    tag: item.payerTag,
    amount: fmt(item.amount),
    status: item.status,
    tx_hash: item.reference,
    updated_at: item.updatedAt.toISOString(),
    reminded_at: item.remindedAt ? item.remindedAt.toISOString() : null,
    reminder_count: item.reminderCount,
    next_reminder_at: nextReminderAt(item, reminder.intervalMs, reminder.now)?.toISOString() ?? null,
  });
  return {
    id: request.id,
    direction,
    requester_tag: request.requesterTag,
    asset_symbol: request.asset as AssetSymbol,
    decimals,
    total_amount: fmt(request.totalAmount),
    method: request.method as SplitMethod,
    note: request.note,
    created_at: request.createdAt.toISOString(),
    items: items.map(dto),
    collected_amount: fmt(items.filter((i) => i.status === 'paid').reduce((a, i) => a + BigInt(i.amount), 0n)),
  };
}
