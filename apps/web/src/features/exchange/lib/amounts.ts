import { parseAmount } from '@app/contract';

/** Makes what people type ('.5', '5.', '1,000') into the canonical decimal the API expects. */
export function normalizeAmount(input: string): string {
  let text = input.trim().replace(/,/g, '');
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return text;
  if (text.startsWith('.')) text = `0${text}`;
  if (text.endsWith('.')) text = text.slice(0, -1);
  const [whole = '0', fraction] = text.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  return fraction === undefined ? trimmedWhole : `${trimmedWhole}.${fraction}`;
}

/** Base units of `input` (zero allowed), or null when it is not an amount the asset can hold. */
export function toUnits(input: string, decimals: number): bigint | null {
  const result = parseAmount(normalizeAmount(input), decimals, { allowZero: true });
  return result.ok ? result.value : null;
}

export type AmountCheck =
  | { state: 'empty' }
  | { state: 'invalid'; message: string }
  | { state: 'zero' }
  | { state: 'over'; message: string }
  | { state: 'ok'; amount: string };

/** Spec §5 Swap: above 0 and at most the from-balance, in the asset's precision. */
export function checkAmount(
  input: string,
  balance: { amount: string; decimals: number; token_symbol: string },
): AmountCheck {
  if (input.trim() === '') return { state: 'empty' };
  const result = parseAmount(normalizeAmount(input), balance.decimals, { allowZero: true });
  if (!result.ok) {
    return {
      state: 'invalid',
      message:
        result.reason === 'precision'
          ? `${balance.token_symbol} supports at most ${balance.decimals} decimal places`
          : 'Enter a valid amount',
    };
  }
  if (result.value === 0n) return { state: 'zero' };
  const available = toUnits(balance.amount, balance.decimals) ?? 0n;
  if (result.value > available) return { state: 'over', message: 'Insufficient balance' };
  return { state: 'ok', amount: normalizeAmount(input) };
}

/** A custom slippage as typed: a number from 0.1 to 50 with at most 2 decimals, else a message. */
export function checkSlippage(input: string): { ok: true; value: number } | { ok: false; message: string } {
  const text = input.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return { ok: false, message: 'Enter a percentage from 0.1 to 50' };
  const value = Number(text);
  if (value < 0.1 || value > 50) return { ok: false, message: 'Slippage must be between 0.1% and 50%' };
  return { ok: true, value };
}

/** What a threshold's example is worth, in USD: a round amount of the token near it. */
const EXAMPLE_THRESHOLD_USD = 500;

/**
 * An example auto-convert threshold for a token at `usdPrice`: about $500, to one significant
 * figure (0.1 ETH at $3,500, 500 USDC, 1000 STRK at $0.45), so the hint fits the token. 0.5 when
 * the price is unknown.
 */
export function exampleThreshold(usdPrice: string): string {
  const price = Number(usdPrice);
  if (!(price > 0) || !Number.isFinite(price)) return '0.5';
  const amount = Number((EXAMPLE_THRESHOLD_USD / price).toPrecision(1));
  return amount >= 1 ? String(amount) : amount.toFixed(Math.max(0, -Math.floor(Math.log10(amount))));
}
