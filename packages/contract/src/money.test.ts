import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, roundHalfEven } from './money.js';

describe('parseAmount', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['0.015', 18, 15n * 10n ** 15n],
    ['1550.00', 2, 155000n],
    ['0.000001', 6, 1n],
    ['12345678901234567890.5', 2, 1234567890123456789050n],
  ])('parses %s at %i decimals', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, value: expected });
  });
  it.each([
    ['', 'format'],
    ['-1', 'format'],
    ['1e5', 'format'],
    ['1E-2', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['01', 'format'],
    ['.5', 'format'],
    ['5.', 'format'],
    [' 1', 'format'],
    ['1,000', 'format'],
    ['0x10', 'format'],
    ['0.0000001', 'precision'],
    ['0', 'zero'],
    ['0.000', 'zero'],
  ])('rejects %j (%s)', (text, reason) => {
    expect(parseAmount(text, 6)).toEqual({ ok: false, reason });
  });
  it('refuses more than a maximum, and accepts the maximum itself', () => {
    expect(parseAmount('100.01', 2, { max: 10_000n })).toEqual({ ok: false, reason: 'too_large' });
    expect(parseAmount('100', 2, { max: 10_000n })).toEqual({ ok: true, value: 10_000n });
    expect(parseAmount('9'.repeat(80), 18, { max: 10n ** 30n })).toEqual({ ok: false, reason: 'too_large' });
  });

  it('allows zero when asked', () => {
    expect(parseAmount('0', 2, { allowZero: true })).toEqual({ ok: true, value: 0n });
  });
  it('round-trips with formatAmount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (value, decimals) => {
        const parsed = parseAmount(formatAmount(value, decimals), decimals);
        expect(parsed).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('formatAmount', () => {
  it('trims trailing zeros and pads to a minimum', () => {
    expect(formatAmount(1500000000000000000n, 18)).toBe('1.5');
    expect(formatAmount(155000n, 2, 2)).toBe('1550.00');
    expect(formatAmount(5n, 6)).toBe('0.000005');
    expect(formatAmount(-250n, 2, 2)).toBe('-2.50');
    expect(formatAmount(0n, 2, 2)).toBe('0.00');
  });
});

describe('roundHalfEven', () => {
  it.each([
    [125n, 2, 1, 12n],
    [135n, 2, 1, 14n],
    [126n, 2, 1, 13n],
    [124n, 2, 1, 12n],
    [-125n, 2, 1, -12n],
    [-135n, 2, 1, -14n],
    [5n, 0, 2, 500n],
  ])('rounds %i from %i to %i decimals → %i', (value, from, to, expected) => {
    expect(roundHalfEven(value, from, to)).toBe(expected);
  });
});
