import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, equalShares, percentageShares, percentagesComplete, percentToHundredths } from './split-math.js';

const sum = (xs: bigint[]) => xs.reduce((a, x) => a + x, 0n);

/** |share − total·w/W| < 1 base unit, compared without division: |share·W − total·w| < W. */
const withinOneUnit = (share: bigint, total: bigint, weight: bigint, weightSum: bigint) => {
  const diff = share * weightSum - total * weight;
  return diff > -weightSum && diff < weightSum;
};

describe('split rounding (property tests)', () => {
  const total = fc.bigInt({ min: 0n, max: 10n ** 30n });

  it('equal shares sum to the total and each is within one base unit of total / n', () => {
    fc.assert(
      fc.property(total, fc.integer({ min: 1, max: 50 }), (t, n) => {
        const shares = equalShares(t, n);
        expect(shares).toHaveLength(n);
        expect(sum(shares)).toBe(t);
        for (const s of shares) expect(withinOneUnit(s, t, 1n, BigInt(n))).toBe(true);
        // The documented tie rule: the leftover units go to the first rows.
        const extra = t % BigInt(n);
        shares.forEach((s, i) => expect(s).toBe(t / BigInt(n) + (BigInt(i) < extra ? 1n : 0n)));
      }),
      { numRuns: 500 },
    );
  });

  it('weighted shares (percentages) sum to the total and each is within one base unit of its exact value', () => {
    const weights = fc.array(fc.bigInt({ min: 0n, max: 10_000n }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(
        total,
        weights.filter((w) => sum(w) > 0n),
        (t, w) => {
          const shares = percentageShares(t, w);
          expect(sum(shares)).toBe(t);
          const W = sum(w);
          shares.forEach((s, i) => {
            expect(s >= 0n).toBe(true);
            expect(withinOneUnit(s, t, w[i]!, W)).toBe(true);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives the leftover to the largest remainders, earlier rows first on a tie', () => {
    // 100 units at 1/6, 2/6, 3/6: exact 16.67, 33.33, 50 → 17, 33, 50.
    expect(allocate(100n, [1n, 2n, 3n])).toEqual([17n, 33n, 50n]);
    // ₦10,000.00 three ways: the first row carries the odd kobo.
    expect(equalShares(1_000_000n, 3)).toEqual([333_334n, 333_333n, 333_333n]);
    // 33.33 % × 3 (sums to 99.99 %) still hands out the whole total, in proportion.
    expect(percentageShares(1_000_000n, [3333n, 3333n, 3333n])).toEqual([333_334n, 333_333n, 333_333n]);
    expect(percentageShares(1_000_000n, [5000n, 3000n, 2000n])).toEqual([500_000n, 300_000n, 200_000n]);
  });

  it('refuses what cannot be shared', () => {
    expect(() => allocate(10n, [])).toThrow();
    expect(() => allocate(10n, [0n, 0n])).toThrow();
    expect(() => allocate(-1n, [1n])).toThrow();
  });
});

describe('percentages', () => {
  it.each([
    [33.33, 3333n],
    [0.01, 1n],
    [100, 10_000n],
    [12.5, 1250n],
    [0, 0n],
  ])('reads %d as %d hundredths', (p, h) => {
    expect(percentToHundredths(p)).toBe(h);
  });

  it.each([33.333, 0.001, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (p) => {
    expect(percentToHundredths(p)).toBeNull();
  });

  it('accepts any 2-decimal percentage exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (h) => {
        expect(percentToHundredths(h / 100)).toBe(BigInt(h));
      }),
    );
  });

  it('is complete at 100 within 0.01', () => {
    expect(percentagesComplete([3333n, 3333n, 3333n])).toBe(true);
    expect(percentagesComplete([3333n, 3333n, 3335n])).toBe(true);
    expect(percentagesComplete([3333n, 3333n, 3332n])).toBe(false);
    expect(percentagesComplete([5000n, 5002n])).toBe(false);
  });
});
