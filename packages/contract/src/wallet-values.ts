// No schemas here: screens that list these values (History's filters) import them without
// building any. wallet.ts makes its enums from them.

/** The assets a wallet holds. */
export const ASSET_SYMBOLS = ['ETH', 'USDC', 'STRK', 'CORE', 'NGN'] as const;

/**
 * `withdrawal` covers on-chain sends and bank payouts (details say which); `split` is the sender's
 * side of a split (recipients see `transfer_in`); a payment-request payment is a transfer.
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer_in',
  'transfer_out',
  'swap',
  'bill',
  'split',
] as const;

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;

/** `value` if it is one of `values`, else undefined: a URL's filter, read without a schema. */
export function oneOf<const T extends readonly string[]>(values: T, value: string | null): T[number] | undefined {
  return values.find((v) => v === value);
}
