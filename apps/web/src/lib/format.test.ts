import { describe, expect, it } from 'vitest';
import {
  formatDateParts,
  formatDateTime,
  formatDecimal,
  formatNgn,
  formatRelativeTime,
  formatTime,
  formatToken,
  formatUsd,
} from './format';

describe('format helpers', () => {
  it('formats fiat with 2 decimals and grouping, without float error', () => {
    expect(formatNgn('1550')).toBe('₦1,550.00');
    expect(formatNgn('1234567.891')).toBe('₦1,234,567.89');
    expect(formatUsd('0.105')).toBe('$0.10'); // half to even
    expect(formatUsd('0.115')).toBe('$0.12');
    expect(formatUsd('-3.5')).toBe('-$3.50');
    expect(formatNgn(0.1 + 0.2)).toBe('₦0.30');
  });

  it('formats token amounts with 2 to 6 decimals', () => {
    expect(formatToken('0.015', 'ETH')).toBe('0.015 ETH');
    expect(formatToken('2')).toBe('2.00');
    expect(formatToken('0.000000000000000001', 'ETH')).toBe('0.00 ETH');
    expect(formatToken('1.2345678')).toBe('1.234568');
  });

  it('rounds carries into the whole part and leaves junk untouched', () => {
    expect(formatDecimal('9.999', { maxFraction: 2 })).toBe('10');
    expect(formatDecimal('abc')).toBe('abc');
  });

  it('describes times relative to now', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    expect(formatRelativeTime('2025-06-01T11:59:50Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-06-01T11:55:00Z', now)).toBe('5m ago');
    expect(formatRelativeTime('2025-06-01T09:00:00Z', now)).toBe('3h ago');
    expect(formatRelativeTime('2025-05-30T12:00:00Z', now)).toBe('2d ago');
    expect(formatRelativeTime('2025-01-01T12:00:00Z', now)).toContain('2025');
  });
});

describe('dates', () => {
  // Written out by hand to keep Intl's locale data off the first screen: held to what en-NG gives.
  const enNg = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-NG', options);
  const instants = ['2026-11-26T08:05:00Z', '2026-11-26T14:35:00Z', '2026-01-03T00:00:00Z', '2025-07-09T23:59:00Z'];

  it('writes dates and times as en-NG does', () => {
    for (const iso of instants) {
      const date = new Date(iso);
      const dateOnly = enNg({ day: 'numeric', month: 'short', year: 'numeric' }).format(date);
      const timeOnly = enNg({ hour: 'numeric', minute: '2-digit' }).format(date);
      expect(formatDateParts(iso)).toEqual({ date: dateOnly, time: timeOnly });
      expect(formatTime(date)).toBe(timeOnly);
      expect(formatDateTime(iso)).toBe(
        enNg({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date),
      );
    }
  });

  it('leaves a string that is not a date as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateParts('soon')).toEqual({ date: 'soon', time: '' });
  });
});
