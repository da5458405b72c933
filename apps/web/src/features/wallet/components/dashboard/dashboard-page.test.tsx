import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBalance, buildDashboardSummary, buildUser } from '../../../../test/factories';
import { failingRoute, mockFetch } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const summary = buildDashboardSummary();

const pulsing = (element: HTMLElement) => element.querySelectorAll('.animate-pulse').length;

describe('Dashboard', () => {
  it('when the summary cannot load, its figures say so instead of pulsing placeholders, and Try again fills them', async () => {
    const summaryRoute = failingRoute('/api/users/dashboard-summary');
    mockFetch([
      { path: '/api/balances', body: [buildBalance({ token_symbol: 'NGN', amount: '31054.05' })] },
      { path: '/api/transactions?limit=5', body: [] },
      summaryRoute,
    ]);
    renderWithSession(<DashboardPage />, { path: '/', session: { user: buildUser() } });
    expect(await screen.findByText("We couldn't load your balance summary.")).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Total balance' });
    expect(within(card).getByTestId('value-unavailable').textContent).toBe('—Not available');
    expect(pulsing(card)).toBe(0);
    for (const id of ['available', 'portfolio', 'deposits', 'withdrawals']) {
      const stat = screen.getByTestId(`stat-card-${id}`);
      expect(within(stat).getByTestId('value-unavailable')).toBeTruthy();
      expect(pulsing(stat)).toBe(0);
    }

    summaryRoute.recover(summary);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('total-balance')).textContent).toBe('₦31,054.05');
    expect(screen.queryByTestId('value-unavailable')).toBeNull();
    expect(screen.queryByText("We couldn't load your balance summary.")).toBeNull();
  });
});
