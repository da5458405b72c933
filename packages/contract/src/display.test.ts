import { describe, expect, it } from 'vitest';
import { formatBalance, formatDecimal, formatMoney } from './display.js';

const NGN = { symbol: 'NGN', decimals: 2 };
const ETH = { symbol: 'ETH', decimals: 18 };
const USDC = { symbol: 'USDC', decimals: 6 };

describe('formatMoney (what notifications say)', () => {
  it('writes naira as the app shows it', () => {
    expect(formatMoney(100_000n, NGN)).toBe('₦1,000.00');
    expect(formatMoney(25_000_000n, NGN)).toBe('₦250,000.00');
    expect(formatMoney(1n, NGN)).toBe('₦0.01');
  });

  it('writes tokens with their symbol, grouped, at least 2 decimals and never rounded away', () => {
    expect(formatMoney(1_500_000_000n, USDC)).toBe('1,500.00 USDC');
    expect(formatMoney(25_500_000n, USDC)).toBe('25.50 USDC');
    expect(formatMoney(15n * 10n ** 15n, ETH)).toBe('0.015 ETH');
    expect(formatMoney(1n, ETH)).toBe('0.000000000000000001 ETH');
    expect(formatMoney(1_234_567n * 10n ** 18n, ETH)).toBe('1,234,567.00 ETH');
  });
});

describe('formatBalance (what someone holds)', () => {
  it('rounds down, so the figure shown is never more than the balance', () => {
    expect(formatBalance('1.14898471', 'ETH')).toBe('1.148984 ETH');
    expect(formatDecimal('1.14898471', { maxFraction: 6 })).toBe('1.148985');
    expect(formatBalance('0.0000009')).toBe('0.00');
    expect(formatBalance('999999.9999999', 'USDC')).toBe('999,999.999999 USDC');
    expect(formatBalance('2')).toBe('2.00');
    expect(formatBalance('1500.5', 'NGN')).toBe('1,500.50 NGN');
  });
});
