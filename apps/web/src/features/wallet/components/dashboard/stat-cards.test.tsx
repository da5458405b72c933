import { totalsDefinitions } from '@app/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDashboardSummary } from '../../../../test/factories';
import { StatCards } from './stat-cards';

const summary = buildDashboardSummary({
  total_balance: '6540.32',
  total_deposit: '6540.32',
  total_balance_ngn: '10137450.00',
  total_deposit_ngn: '10137450.00',
  ngn_available: '250000.00',
});

describe('StatCards', () => {
  it('explains what counts as a deposit and a withdrawal, on hover, focus and to screen readers', () => {
    render(<StatCards summary={summary} balances={[]} visible />);
    const deposits = screen.getByRole('button', { name: 'What counts in Total Deposits' });
    const description = document.getElementById(deposits.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(totalsDefinitions.deposits);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseEnter(deposits);
    expect(screen.getByRole('tooltip').textContent).toBe(totalsDefinitions.deposits);
    fireEvent.mouseLeave(deposits);
    expect(screen.queryByRole('tooltip')).toBeNull();

    const withdrawals = screen.getByRole('button', { name: 'What counts in Total Withdrawals' });
    fireEvent.focus(withdrawals);
    expect(screen.getByRole('tooltip').textContent).toBe(totalsDefinitions.withdrawals);
    fireEvent.keyDown(withdrawals, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("keeps each (i) inside its label, unbreakable from the label's last word, so the two wrap together", () => {
    render(<StatCards summary={summary} balances={[]} visible />);
    for (const label of ['Total Deposits', 'Total Withdrawals']) {
      const lastWord = label.split(' ')[1]!;
      const button = screen.getByRole('button', { name: `What counts in ${label}` });
      const unbreakable = button.closest('.whitespace-nowrap');
      expect(unbreakable?.textContent?.startsWith(lastWord)).toBe(true);
      expect(unbreakable?.closest('p')?.textContent).toContain(label);
    }
  });

  it('shows the same figure for deposits and portfolio when they agree', () => {
    render(<StatCards summary={summary} balances={[]} visible />);
    const value = (id: string) => screen.getByTestId(`stat-card-${id}`).querySelector('[data-testid=stat-value]');
    expect(value('deposits')?.textContent).toBe('₦10,137,450.00');
    expect(value('portfolio')?.textContent).toBe('₦10,137,450.00');
  });
});
