import { feeLineLabels, type FeeQuote, type SendMode } from '@app/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeeBreakdown } from './fee-breakdown';

/** A quote as the server gives it in `mode`: one line per fee of the schedule. */
function quoteFor(mode: SendMode): FeeQuote {
  return {
    token_symbol: 'USDC',
    amount: '100',
    fees: feeLineLabels(mode).map((label) => ({ label, amount: '0.1', usd_value: '0.10' })),
    total_fee: '0.3',
    total: '100.3',
    total_usd: '100.30',
    max_amount: '900',
    ...(mode === 'bank' ? { ngn_amount: '155000' } : {}),
  };
}

/** Rows and the ≈ USD lines under them: what sets the breakdown's height. */
function shape(container: HTMLElement) {
  const rows = container.querySelectorAll('section > div > div, section > dl > div');
  const withUsd = [...rows].filter((row) => row.lastElementChild?.childElementCount === 2);
  return { rows: rows.length, withUsd: withUsd.length };
}

describe('FeeBreakdown', () => {
  for (const mode of ['tag', 'wallet', 'bank'] as const) {
    it(`waits for a ${mode} quote in a skeleton of the quote's own shape, so the button below stays put`, () => {
      const waiting = render(<FeeBreakdown mode={mode} quote={undefined} loading error={null} />);
      const skeleton = shape(waiting.container);
      waiting.unmount();
      const quoted = render(<FeeBreakdown mode={mode} quote={quoteFor(mode)} loading={false} error={null} />);
      expect(shape(quoted.container)).toEqual(skeleton);
      expect(skeleton.rows).toBe(feeLineLabels(mode).length + 3 + (mode === 'bank' ? 1 : 0));
    });
  }
});
