import { parseAmount } from '@app/contract';

/** Makes what people type ('.5', '5.', '007') into the canonical decimal the API expects. */
export function normalizeAmount(input: string): string {
  let text = input.trim().replace(/,/g, '');
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return text;
  if (text.startsWith('.')) text = `0${text}`;
  if (text.endsWith('.')) text = text.slice(0, -1);
  const [whole = '0', fraction] = text.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  return fraction === undefined ? trimmedWhole : `${trimmedWhole}.${fraction}`;
}

/** Base units of `input`, or null when it is not a positive amount this asset can hold. */
export function toUnits(input: string, decimals: number): bigint | null {
  const result = parseAmount(normalizeAmount(input), decimals);
  return result.ok ? result.value : null;
}

/** Inline message for the amount field; null when fine or still empty. */
export function amountError(input: string, decimals: number, symbol: string): string | null {
  if (input.trim() === '') return null;
  const result = parseAmount(normalizeAmount(input), decimals, { allowZero: true });
  if (result.ok) return null;
  if (result.reason === 'precision') {
    return decimals === 0
      ? `${symbol} amounts must be whole numbers`
      : `${symbol} supports at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`;
  }
  return 'Enter a valid amount';
}

export interface SendState {
  amount: string;
  /** The selected balance's amount (decimal string) and decimals; undefined when none chosen. */
  balance: { amount: string; decimals: number } | undefined;
  recipient: string;
  pending: boolean;
}

/** Spec §5: amount above 0 and at most the balance, a recipient after trimming, nothing in flight. */
export function canSubmitSend({ amount, balance, recipient, pending }: SendState): boolean {
  if (pending || !balance) return false;
  if (recipient.trim().replace(/^@/, '').trim() === '') return false;
  const value = toUnits(amount, balance.decimals);
  const available = parseAmount(balance.amount, balance.decimals, { allowZero: true });
  if (value === null || !available.ok) return false;
  return value > 0n && value <= available.value;
}

/** True when `amount` exceeds what can be sent after fees (the quote's max_amount). */
export function exceedsMax(amount: string, maxAmount: string | undefined, decimals: number): boolean {
  if (!maxAmount) return false;
  const value = toUnits(amount, decimals);
  const max = parseAmount(maxAmount, decimals, { allowZero: true });
  return value !== null && max.ok && value > max.value;
}

/** The smallest amount the asset can express, e.g. '0.000001' for 6 decimals. */
export function smallestUnit(decimals: number): string {
  return decimals === 0 ? '1' : `0.${'1'.padStart(decimals, '0')}`;
}
