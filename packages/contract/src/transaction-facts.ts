// No schemas here: the dashboard's recent transactions and the History screen import this
// without building any (zod stays off them).
import { addDecimals } from './money.js';
import type { TransactionDetails } from './transaction-details.js';
import type { TransactionStatus, TransactionType } from './wallet.js';

/** Money in: the wallet was credited. Everything else took money out of it. */
export const isIncoming = (type: string): boolean => type === 'deposit' || type === 'transfer_in';

/**
 * What an outgoing transaction took from the wallet when its fee was charged on top of its amount
 * (sends, cash-outs, bills): the amount plus the fee. Null without a fee, for money in, for a swap
 * (its fees come out of the amount paid), and once it failed (the money went back).
 */
export function totalDebited(tx: {
  type: TransactionType;
  status: TransactionStatus;
  amount: string;
  fee: string;
}): string | null {
  if (isIncoming(tx.type) || tx.type === 'swap' || tx.status === 'failed' || !/[1-9]/.test(tx.fee)) return null;
  return addDecimals(tx.amount, tx.fee);
}

/**
 * The "Network" of a transaction that is not on a chain (detail page and receipt): a bank payout
 * went through the banks; everything else moved inside the wallet.
 */
export function offChainNetwork(details: TransactionDetails | null): string {
  return details?.kind === 'payout' ? 'Bank transfer' : 'NaijaWallet (internal)';
}
