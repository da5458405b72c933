import type { Transaction, TransactionType } from '@app/contract';

export const transactionTypeLabels: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer_in: 'Received',
  transfer_out: 'Sent',
  swap: 'Swap',
  bill: 'Bill payment',
  split: 'Split payment',
};

export function transactionTypeLabel(type: string): string {
  return transactionTypeLabels[type as TransactionType] ?? type.replace(/_/g, ' ');
}

export type StatusTone = 'green' | 'amber' | 'red' | 'gray';

/** Spec §4: completed green, pending amber, failed red, anything else gray. */
export function statusTone(status: string): StatusTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'amber';
  if (status === 'failed') return 'red';
  return 'gray';
}

export const statusToneClasses: Record<StatusTone, string> = {
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/20',
  amber: 'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/20',
  gray: 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
};

export function statusLabel(status: string): string {
  return status ? status[0]!.toUpperCase() + status.slice(1) : 'Unknown';
}

const tag = (t: string | null | undefined) => (t ? `@${t.replace(/^@/, '')}` : null);

/** Who sent it: the address/party the server reports, else the tags it knows. */
export function senderOf(tx: Transaction): string {
  if (tx.from_address) return tx.from_address;
  if (tx.type === 'transfer_in') return tag(tx.counterparty_tag) ?? '—';
  if (tx.type === 'transfer_out' || tx.type === 'withdrawal') return tag(tx.user_tag) ?? '—';
  return '—';
}

export function recipientOf(tx: Transaction): string {
  if (tx.to_address) return tx.to_address;
  if (tx.type === 'transfer_out') return tag(tx.counterparty_tag) ?? '—';
  if (tx.type === 'transfer_in' || tx.type === 'deposit') return tag(tx.user_tag) ?? '—';
  return '—';
}
