import type { SendMode } from './wallet.js';

/** Rates are bigint fixed-point with 18 decimals: 1 USD = RATE_ONE. */
export const RATE_DECIMALS = 18;
export const RATE_ONE = 10n ** 18n;

/**
 * The one fee schedule. What is quoted is what is charged: the server quotes and posts with
 * these functions, and the labels are derived from the same constants.
 */
export const FEE_SCHEDULE = {
  /** Platform fee in basis points of the amount sent (10 bps = 0.1%). */
  platformFeeBps: 10n,
  /** Network fee for on-chain sends, in US cents, charged in the asset sent. */
  networkFeeUsdCents: 5n,
  /** Conversion fee for bank payouts, in US cents, charged in the asset sent. */
  bankConversionFeeUsdCents: 500n,
} as const;

export const feeLabels = {
  platform: `Platform fee (${Number(FEE_SCHEDULE.platformFeeBps) / 100}%)`,
  network: 'Network fee',
  conversion: 'Fiat conversion fee',
} as const;

/** Fees never carry more than this many decimals: readable quotes, rounded in the platform's favour by < 1e-8. */
export const FEE_MAX_DECIMALS = 8;

/** Rounds base units up so that at most `FEE_MAX_DECIMALS` decimals remain. */
export function roundFeeUp(units: bigint, decimals: number): bigint {
  if (decimals <= FEE_MAX_DECIMALS) return units;
  const step = 10n ** BigInt(decimals - FEE_MAX_DECIMALS);
  return ((units + step - 1n) / step) * step;
}

export interface FeeLineRaw {
  label: string;
  amount: bigint;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Asset units worth `cents` US cents at `usdRate` (USD per whole unit, 18-decimal fixed point), rounded up. */
export function usdCentsToUnits(cents: bigint, decimals: number, usdRate: bigint): bigint {
  if (usdRate <= 0n) throw new Error('usdRate must be positive');
  return ceilDiv(cents * 10n ** BigInt(decimals) * RATE_ONE, 100n * usdRate);
}

/** The platform fee for an amount: basis points, rounded up to the next base unit. */
export const platformFee = (amount: bigint) => ceilDiv(amount * FEE_SCHEDULE.platformFeeBps, 10_000n);

/** The fee lines a quote in `mode` holds, by label, in order (a quote's skeleton has as many rows). */
export function feeLineLabels(mode: SendMode): string[] {
  return [
    ...(mode === 'wallet' ? [feeLabels.network] : []),
    feeLabels.platform,
    ...(mode === 'bank' ? [feeLabels.conversion] : []),
  ];
}

export function feeLines(mode: SendMode, amount: bigint, decimals: number, usdRate: bigint): FeeLineRaw[] {
  const amountOf: Record<string, () => bigint> = {
    [feeLabels.network]: () => usdCentsToUnits(FEE_SCHEDULE.networkFeeUsdCents, decimals, usdRate),
    [feeLabels.platform]: () => platformFee(amount),
    [feeLabels.conversion]: () => usdCentsToUnits(FEE_SCHEDULE.bankConversionFeeUsdCents, decimals, usdRate),
  };
  return feeLineLabels(mode).map((label) => ({ label, amount: roundFeeUp(amountOf[label]!(), decimals) }));
}

export const totalFee = (lines: FeeLineRaw[]) => lines.reduce((sum, l) => sum + l.amount, 0n);

/** The largest amount whose amount + fees fits in `balance` (0 when nothing fits). */
export function maxSendable(mode: SendMode, balance: bigint, decimals: number, usdRate: bigint): bigint {
  const fits = (a: bigint) => a + totalFee(feeLines(mode, a, decimals, usdRate)) <= balance;
  let lo = 0n;
  let hi = balance;
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    if (fits(mid)) lo = mid;
    else hi = mid - 1n;
  }
  return lo > 0n && fits(lo) ? lo : 0n;
}

/** Value of `amount` base units in US cents at `usdRate`, rounded half-even. */
export function usdCents(amount: bigint, decimals: number, usdRate: bigint): bigint {
  const scaled = amount * usdRate; // decimals + 18 fraction digits
  const div = 10n ** BigInt(decimals + RATE_DECIMALS - 2);
  const q = scaled / div;
  const r = scaled % div;
  if (r * 2n > div || (r * 2n === div && q % 2n === 1n)) return q + 1n;
  return q;
}
