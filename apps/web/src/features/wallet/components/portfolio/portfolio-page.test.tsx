import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBalance, buildDashboardSummary } from '../../../../test/factories';
import { failingRoute, mockFetch } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { PortfolioPage } from './portfolio-page';

afterEach(() => vi.unstubAllGlobals());

const summary = buildDashboardSummary();

describe('Assets (portfolio)', () => {
  it('says the portfolio value could not load, and Try again brings it, instead of dashes with no way out', async () => {
    const summaryRoute = failingRoute('/api/users/dashboard-summary');
    mockFetch([
      { path: '/api/balances', body: [buildBalance({ token_symbol: 'NGN', amount: '31054.05' })] },
      summaryRoute,
    ]);
    renderWithSession(<PortfolioPage />, { path: '/balances' });
    expect(await screen.findByText("We couldn't load your portfolio value.")).toBeTruthy();

    summaryRoute.recover(summary);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('portfolio-value')).textContent).toBe('₦31,054.05');
    expect(screen.queryByText("We couldn't load your portfolio value.")).toBeNull();
  });
});
