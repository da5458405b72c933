import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RATE_ONE,
  feeLabels,
  feeLineLabels,
  feeLines,
  maxSendable,
  platformFee,
  totalFee,
  usdCents,
  usdCentsToUnits,
} from './fees.js';

const ETH_PRICE = 3500n * RATE_ONE;

describe('fees', () => {
  it('charges 0.1% platform fee, rounded up to a base unit', () => {
    expect(platformFee(10_000n)).toBe(10n);
    expect(platformFee(10_001n)).toBe(11n);
    expect(platformFee(1n)).toBe(1n);
  });
  it('adds a $0.05 network fee for wallet sends, in the asset', () => {
    const lines = feeLines('wallet', 10n ** 18n, 18, ETH_PRICE);
    expect(lines.map((l) => l.label)).toEqual(['Network fee', 'Platform fee (0.1%)']);
    // 0.05 / 3500 ETH = 0.0000142857142857… rounded up to 8 decimals: 0.00001429 ETH.
    expect(lines[0]!.amount).toBe(14_290_000_000_000n);
    expect(lines[1]!.amount).toBe(10n ** 15n);
  });
  it('has no network fee between tags, and a $5 conversion fee to a bank', () => {
    expect(feeLines('tag', 1000n, 6, RATE_ONE).map((l) => l.label)).toEqual(['Platform fee (0.1%)']);
    const bank = feeLines('bank', 100_000_000n, 6, RATE_ONE);
    expect(bank.map((l) => [l.label, l.amount])).toEqual([
      ['Platform fee (0.1%)', 100_000n],
      ['Fiat conversion fee', 5_000_000n],
    ]);
  });
  it('rounds every fee up to at most 8 decimals', () => {
    const lines = feeLines('tag', 123_456_789_123_456_789n, 18, ETH_PRICE);
    expect(lines[0]!.amount).toBe(123_460_000_000_000n); // 0.000123456789… → 0.00012346
    expect(lines[0]!.amount % 10n ** 10n).toBe(0n);
    expect(feeLines('tag', 1_000_001n, 6, RATE_ONE)[0]!.amount).toBe(1001n); // 6-decimal assets untouched
  });

  it('converts cents to units and values amounts in cents', () => {
    expect(usdCentsToUnits(100n, 6, RATE_ONE)).toBe(1_000_000n);
    expect(usdCents(1_500_000n, 6, RATE_ONE)).toBe(150n);
    expect(usdCents(10n ** 18n, 18, ETH_PRICE)).toBe(350_000n);
    expect(usdCents(5n, 3, RATE_ONE)).toBe(0n); // 0.005 USD rounds half-even to 0 cents
    expect(usdCents(15n, 3, RATE_ONE)).toBe(2n); // 0.015 → 0.02
  });
  it('maxSendable is the largest amount whose total fits the balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.constantFrom('tag' as const, 'wallet' as const, 'bank' as const),
        (balance, mode) => {
          const max = maxSendable(mode, balance, 18, ETH_PRICE);
          const total = (a: bigint) => a + totalFee(feeLines(mode, a, 18, ETH_PRICE));
          if (max > 0n) expect(total(max)).toBeLessThanOrEqual(balance);
          expect(total(max + 1n)).toBeGreaterThan(balance);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('feeLineLabels', () => {
  it('names the lines feeLines charges, in order, for every mode', () => {
    for (const mode of ['tag', 'wallet', 'bank'] as const) {
      const charged = feeLines(mode, 10n ** 18n, 18, RATE_ONE).map((line) => line.label);
      expect(feeLineLabels(mode)).toEqual(charged);
    }
    expect(feeLineLabels('bank')).toEqual([feeLabels.platform, feeLabels.conversion]);
  });
});
