import {
  formatDecimal,
  formatLagosDateTime,
  formatNgn,
  formatToken,
  groupToken,
  isIncoming,
  maskAccountNumber,
  offChainNetwork,
  shortenAddress,
  totalDebited,
  type Transaction,
  type TransactionType,
} from '@app/contract';
import { CHAIN_NAMES } from '../assets/catalogue.js';

export interface ReceiptRow {
  label: string;
  value: string;
  /** Printed in a fixed-width face (hashes, tokens, references). */
  mono?: boolean;
}

/** What a receipt says, independent of how it is drawn (the PDF, a test reading it back). */
export interface ReceiptView {
  title: string;
  /** The headline amount, signed the way the user's balance moved. */
  amount: string;
  reference: { label: string; value: string };
  sections: { heading: string; rows: ReceiptRow[] }[];
}

const titles: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer_in: 'Money received',
  transfer_out: 'Money sent',
  swap: 'Swap',
  bill: 'Bill payment',
  split: 'Split payment',
};

const money = (amount: string, symbol: string) =>
  symbol === 'NGN' ? formatNgn(amount) : formatToken(amount, symbol, 18);
/** A rate with a readable number of digits: 5,373,032.4 or 0.000186 (as the detail page shows it). */
function rateText(rate: string): string {
  const leadingZeros = /^0\.(0*)/.exec(rate)?.[1]?.length;
  return formatDecimal(rate, { maxFraction: leadingZeros === undefined ? 2 : Math.min(18, leadingZeros + 4) });
}
const tag = (t: string | null) => (t ? `@${t}` : null);

function parties(tx: Transaction): { from: string; to: string } {
  const d = tx.details;
  if (d?.kind === 'payout') {
    return { from: `@${tx.user_tag}`, to: `${d.account_name}, ${d.bank_name} ${maskAccountNumber(d.account_number)}` };
  }
  if (d?.kind === 'bill') return { from: `@${tx.user_tag}`, to: d.provider_name };
  if (d?.kind === 'split') return { from: `@${tx.user_tag}`, to: d.recipients.map((r) => `@${r.tag}`).join(', ') };
  if (tx.type === 'swap') return { from: `@${tx.user_tag}`, to: `@${tx.user_tag}` };
  const from =
    tx.from_address ??
    (tx.type === 'transfer_in' ? tag(tx.counterparty_tag) : null) ??
    (isIncoming(tx.type) ? 'External' : `@${tx.user_tag}`);
  const to =
    tx.to_address ??
    (tx.type === 'transfer_out' ? tag(tx.counterparty_tag) : null) ??
    (isIncoming(tx.type) ? `@${tx.user_tag}` : 'External');
  return { from: shortenAddress(from), to: shortenAddress(to) };
}

function kindRows(tx: Transaction): ReceiptRow[] {
  const d = tx.details;
  switch (d?.kind) {
    case 'bill':
      return [
        { label: 'Biller', value: d.provider_name },
        { label: 'Customer number', value: d.account_number, mono: true },
        { label: 'Customer', value: d.customer_name ?? '—' },
        ...(d.token ? [{ label: 'Token', value: groupToken(d.token), mono: true }] : []),
        ...(d.units ? [{ label: 'Units', value: d.units }] : []),
      ];
    case 'swap':
      return [
        { label: 'Paid', value: money(d.from_amount, d.from_symbol) },
        { label: 'Received', value: money(d.to_amount, d.to_symbol) },
        { label: 'Rate', value: `1 ${d.from_symbol} = ${rateText(d.rate)} ${d.to_symbol}` },
      ];
    case 'payout':
      return [
        { label: 'Bank', value: d.bank_name },
        { label: 'Account', value: `${d.account_name} ${maskAccountNumber(d.account_number)}` },
        { label: 'Paid out', value: formatNgn(d.ngn_amount) },
      ];
    case 'split':
      return d.recipients.map((r) => ({ label: `@${r.tag}`, value: money(r.amount, tx.token_symbol) }));
    case 'payment_request':
      return [{ label: 'Payment request', value: d.note || 'A share of a split' }];
    default:
      return [];
  }
}

/**
 * The receipt of a completed transaction: brand, reference, Lagos time, parties, amount, fee and
 * naira value, plus what its kind carries (bill token and units, swap legs, bank account) and, on
 * chain, the network and hash. `ngnValue` is the naira value at the time, as a decimal string.
 */
export function receiptView(tx: Transaction, ngnValue: string): ReceiptView {
  const { from, to } = parties(tx);
  const onChain = tx.chain !== null;
  const total = totalDebited(tx);
  const summary: ReceiptRow[] = [
    { label: 'Status', value: 'Completed' },
    { label: 'Date', value: formatLagosDateTime(tx.timestamp) },
    { label: 'From', value: from },
    { label: 'To', value: to },
    { label: 'Amount', value: money(tx.amount, tx.token_symbol) },
    { label: 'Fee', value: money(tx.fee, tx.token_symbol) },
    ...(total === null ? [] : [{ label: 'Total', value: money(total, tx.token_symbol) }]),
    { label: 'NGN value', value: formatNgn(ngnValue) },
  ];
  const network: ReceiptRow[] = onChain
    ? [
        { label: 'Network', value: CHAIN_NAMES[tx.chain as keyof typeof CHAIN_NAMES] ?? tx.chain! },
        { label: 'Transaction hash', value: tx.tx_hash, mono: true },
      ]
    : [{ label: 'Network', value: offChainNetwork(tx.details) }];
  const extra = kindRows(tx);
  return {
    title: titles[tx.type],
    amount: `${isIncoming(tx.type) ? '+' : '−'}${money(tx.amount, tx.token_symbol)}`,
    reference: { label: onChain ? 'Transaction hash' : 'Reference', value: tx.tx_hash },
    sections: [
      { heading: 'Summary', rows: summary },
      ...(extra.length ? [{ heading: titles[tx.type], rows: extra }] : []),
      { heading: 'Network', rows: network },
    ],
  };
}
