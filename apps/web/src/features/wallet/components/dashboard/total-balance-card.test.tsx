import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDashboardSummary } from '../../../../test/factories';
import { renderWithSession } from '../../../../test/render';
import { PortfolioHero } from '../portfolio/portfolio-hero';
import { StatCards } from './stat-cards';
import { TotalBalanceCard } from './total-balance-card';

const summary = buildDashboardSummary({
  total_balance: '532099999.57',
  total_balance_ngn: '824754999334.12',
  ngn_available: '123456789.12',
});

/** A large balance shrinks to fit its card (the --fit font size) instead of ending in "…". */
function expectWhole(figure: HTMLElement, text: string) {
  expect(figure.textContent).toBe(text);
  expect(figure.className).not.toMatch(/\btruncate\b/);
  expect(figure.style.getPropertyValue('--fit')).toMatch(/^calc\(100cqi/);
}

describe('large balances', () => {
  it('show whole on the dashboard card, the stat cards and the portfolio hero', () => {
    renderWithSession(
      <>
        <TotalBalanceCard summary={summary} tag="demo" visible onToggleVisible={() => undefined} />
        <StatCards summary={summary} balances={[]} visible />
        <PortfolioHero summary={summary} activeAssets={5} visible onToggleVisible={() => undefined} />
      </>,
    );
    expectWhole(screen.getByTestId('total-balance'), '₦824,754,999,334.12');
    expectWhole(screen.getByTestId('portfolio-value'), '₦824,754,999,334.12');
    const available = screen.getByTestId('stat-card-available').querySelector<HTMLElement>('[data-testid=stat-value]');
    expectWhole(available!, '₦123,456,789.12');
  });
});
