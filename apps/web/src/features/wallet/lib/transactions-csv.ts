import type { Transaction } from '@app/contract';
import { buildCsv } from '../../../lib/csv';
import { recipientOf, senderOf, transactionTypeLabel } from './transaction-meta';

export const TRANSACTIONS_CSV_HEADER = [
  'Date',
  'Type',
  'Status',
  'Asset',
  'Amount',
  'Fee',
  'USD Value',
  'Sender',
  'Recipient',
  'Reference',
  'Explorer URL',
  'ID',
] as const;

/** Amounts stay the server's exact decimal strings: a spreadsheet must not see rounded money. */
export function transactionsToCsv(rows: readonly Transaction[]): string {
  return buildCsv(
    TRANSACTIONS_CSV_HEADER,
    rows.map((tx) => [
      tx.timestamp,
      transactionTypeLabel(tx.type),
      tx.status,
      tx.token_symbol,
      tx.amount,
      tx.fee,
      tx.usd_value,
      senderOf(tx),
      recipientOf(tx),
      tx.tx_hash,
      tx.explorer_url ?? '',
      tx.id,
    ]),
  );
}

export function transactionsCsvFilename(now: Date = new Date()): string {
  return `transactions-${now.toISOString().slice(0, 10)}.csv`;
}
