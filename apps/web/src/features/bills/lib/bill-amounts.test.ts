import { describe, expect, it } from 'vitest';
import { billTotals, limitProblem, naira, toKobo } from './bill-amounts';

const mtn = { id: 'mtn', name: 'MTN', min_amount: '50.00', max_amount: '50000.00', variations: [] };

describe('bill amounts', () => {
  it('reads typed naira exactly, with or without commas', () => {
    expect(toKobo('5,000.50')).toBe(500_050n);
    expect(toKobo('0.1')).toBe(10n);
    expect(toKobo('0')).toBeNull();
    expect(toKobo('1.234')).toBeNull();
    expect(toKobo('abc')).toBeNull();
  });

  it('adds the ₦50 fee without floating point', () => {
    const t = billTotals(toKobo('1234.56')!);
    expect([naira(t.amount), naira(t.fee), naira(t.total)]).toEqual(['₦1,234.56', '₦50.00', '₦1,284.56']);
  });

  it("words a limit like the server's refusal", () => {
    expect(limitProblem(4_900n, mtn)).toBe('Amount must be between ₦50.00 and ₦50,000.00 for MTN');
    expect(limitProblem(5_000n, mtn)).toBeNull();
    expect(limitProblem(5_000_001n, mtn)).not.toBeNull();
  });
});
