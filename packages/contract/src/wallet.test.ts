import { describe, expect, it } from 'vitest';
import { addDecimals } from './money.js';
import { totalDebited } from './transaction-facts.js';

describe('addDecimals', () => {
  it.each([
    ['19000', '50', '19050'],
    ['0.015', '0.0002', '0.0152'],
    ['25000', '7775.01', '32775.01'],
    ['0.000000000000000001', '1', '1.000000000000000001'],
    ['0', '0', '0'],
  ])('%s + %s = %s, exactly', (a, b, sum) => {
    expect(addDecimals(a, b)).toBe(sum);
  });

  it('refuses what is not a decimal', () => {
    expect(() => addDecimals('1e3', '1')).toThrow('not a decimal');
  });
});

describe('totalDebited', () => {
  const tx = { type: 'bill', status: 'completed', amount: '19000', fee: '50' } as const;

  it('is the amount and the fee charged on top of it, for money out', () => {
    expect(totalDebited(tx)).toBe('19050');
    expect(totalDebited({ ...tx, type: 'withdrawal', status: 'pending', amount: '0.015', fee: '0.0002' })).toBe(
      '0.0152',
    );
    expect(totalDebited({ ...tx, type: 'transfer_out' })).toBe('19050');
  });

  it('is nothing without a fee, for money in, for a swap (fees inside the amount) or once failed', () => {
    expect(totalDebited({ ...tx, fee: '0' })).toBeNull();
    expect(totalDebited({ ...tx, fee: '0.00' })).toBeNull();
    expect(totalDebited({ ...tx, type: 'deposit' })).toBeNull();
    expect(totalDebited({ ...tx, type: 'transfer_in' })).toBeNull();
    expect(totalDebited({ ...tx, type: 'swap' })).toBeNull();
    expect(totalDebited({ ...tx, status: 'failed' })).toBeNull();
  });
});
