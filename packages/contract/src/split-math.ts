/**
 * How a total is shared out, in base units (kobo, wei…), exactly. Used by the server to post a
 * split or create payment requests, and by the web app to show the same amounts before sending.
 *
 * The remainder rule (largest remainder, ties to the earlier row):
 * 1. Every recipient's exact share is `total × weight / sum of weights` (equal splits weigh every
 *    row 1; percentage splits weigh each row by its percentage in hundredths, so 33.33 % is 3333).
 * 2. Each recipient first gets the exact share rounded down to a whole base unit.
 * 3. What is left (fewer base units than there are recipients) goes one base unit at a time to the
 *    rows whose rounded-down part was largest; rows with equal parts are served top to bottom.
 *
 * So the shares always add up to the total, and no share is a full base unit away from its exact
 * value. ₦10,000 three ways is ₦3,333.34 + ₦3,333.33 + ₦3,333.33.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('total must not be negative');
  if (!weights.length) throw new RangeError('at least one weight is needed');
  if (weights.some((w) => w < 0n)) throw new RangeError('weights must not be negative');
  const sum = weights.reduce((a, w) => a + w, 0n);
  if (sum === 0n) throw new RangeError('weights must not all be zero');

  const shares = weights.map((w) => (total * w) / sum);
  let left = total - shares.reduce((a, s) => a + s, 0n);
  const order = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares;
}

/** Equal split: `count` shares of `total` (the first rows carry the leftover base units). */
export function equalShares(total: bigint, count: number): bigint[] {
  return allocate(
    total,
    Array.from({ length: count }, () => 1n),
  );
}

/** Percentage split; percentages in hundredths (25 % = 2500), shared in proportion to their sum. */
export function percentageShares(total: bigint, hundredths: readonly bigint[]): bigint[] {
  return allocate(total, hundredths);
}

/** Percentages are accepted to 2 decimals and must sum to 100 within this (spec §9: 0.01). */
export const PERCENT_TOLERANCE_HUNDREDTHS = 1n;

/** A percentage (a JSON number such as 33.33) in hundredths, or null with more than 2 decimals. */
export function percentToHundredths(percent: number): bigint | null {
  if (!Number.isFinite(percent)) return null;
  const scaled = percent * 100;
  const rounded = Math.round(scaled);
  // 33.33 * 100 is 3332.9999999999995 in binary floating point: allow for that, not for a third decimal.
  return Math.abs(scaled - rounded) < 1e-6 ? BigInt(rounded) : null;
}

/** True when percentages (in hundredths) add up to 100 % within the tolerance. */
export function percentagesComplete(hundredths: readonly bigint[]): boolean {
  const sum = hundredths.reduce((a, p) => a + p, 0n);
  const diff = sum - 10_000n;
  return diff <= PERCENT_TOLERANCE_HUNDREDTHS && diff >= -PERCENT_TOLERANCE_HUNDREDTHS;
}
