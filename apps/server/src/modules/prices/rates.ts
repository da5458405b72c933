import { RATE_DECIMALS, RATE_ONE, formatAmount } from '@app/contract';

/** USD per whole unit of each asset, and NGN per USD; all 18-decimal fixed point. */
export interface Rates {
  usd: Record<string, bigint>;
  ngnPerUsd: bigint;
  updatedAt: Date;
  source: string;
}

/**
 * The smallest price we take, from an admin or a feed (0.000000001): at anything smaller, an
 * asset's naira rate can round to zero, and a quote would divide by it.
 */
export const MIN_RATE_UNITS = 10n ** BigInt(RATE_DECIMALS - 9);

/** Parses a decimal string (as stored in NUMERIC) into 18-decimal fixed point. */
export function toRate(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole! + fraction.slice(0, RATE_DECIMALS).padEnd(RATE_DECIMALS, '0'));
}

export const rateToString = (rate: bigint) => formatAmount(rate, RATE_DECIMALS);

/** USD per unit for any asset, NGN included (the inverse of NGN per USD). */
export function usdRate(rates: Rates, symbol: string): bigint {
  if (symbol === 'NGN') return (RATE_ONE * RATE_ONE) / rates.ngnPerUsd;
  const rate = rates.usd[symbol];
  if (rate === undefined) throw new Error(`No price for ${symbol}`);
  return rate;
}

/**
 * NGN per whole unit for any asset, 18-decimal fixed point. Exact for naira itself, so exchange
 * rates against NGN carry no rounding from inverting the NGN/USD rate.
 */
export function ngnRate(rates: Rates, symbol: string): bigint {
  if (symbol === 'NGN') return RATE_ONE;
  return (usdRate(rates, symbol) * rates.ngnPerUsd) / RATE_ONE;
}

/** Cents → kobo at the NGN/USD rate, half-even. */
export function centsToKobo(cents: bigint, ngnPerUsd: bigint): bigint {
  const scaled = cents * ngnPerUsd;
  const q = scaled / RATE_ONE;
  const r = scaled % RATE_ONE;
  if (r * 2n > RATE_ONE || (r * 2n === RATE_ONE && q % 2n === 1n)) return q + 1n;
  return q;
}

/**
 * Kobo paid for `amount` base units of an asset at an NGN rate, rounded down (a payout never
 * pays out more than the amount was worth). One rounding, not via cents.
 */
export function toKobo(amount: bigint, decimals: number, ngnPerUnit: bigint): bigint {
  return (amount * ngnPerUnit * 100n) / (10n ** BigInt(decimals) * RATE_ONE);
}
