import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildBalance, buildTransaction } from '../../../../test/factories';
import { mockFetch } from '../../../../test/fetch-mock';
import { renderWithSession, testQueryClient } from '../../../../test/render';
import { largestToken } from '../../lib/allocation';
import { AssetsList } from '../dashboard/assets-list';
import { TransactionDetailPage } from '../transaction-detail/transaction-detail-page';
import { TransactionsList } from './transactions-list';

afterEach(() => vi.unstubAllGlobals());

const swap = buildTransaction({
  type: 'swap',
  amount: '0.1',
  fee: '0.00044286',
  token_symbol: 'ETH',
  usd_value: '350.00',
  from_address: 'ETH balance',
  to_address: 'NGN balance',
  details: {
    kind: 'swap',
    from_symbol: 'ETH',
    from_amount: '0.1',
    to_symbol: 'NGN',
    to_amount: '537303.24',
    rate: '5373032.4',
    trigger: 'auto',
  },
});

describe('swaps in the history', () => {
  it('show both assets in the list: what left and what arrived', () => {
    vi.stubGlobal('matchMedia', () => ({
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithSession(<TransactionsList transactions={[swap]} />);
    expect(screen.getByTestId('transaction-type').textContent).toBe('Swap');
    expect(screen.getByTestId('transaction-assets').textContent).toBe('ETH → NGN');
    expect(screen.getByTestId('transaction-amount').textContent).toBe('−0.10 ETH');
    expect(screen.getByTestId('transaction-amount-received').textContent).toBe('+537,303.24 NGN');
  });

  it('show both legs, the rate and the trigger on the detail page', async () => {
    mockFetch([{ path: `/api/transactions/${swap.id}`, body: swap }]);
    const router = createMemoryRouter([{ path: '/transactions/:id', element: <TransactionDetailPage /> }], {
      initialEntries: [`/transactions/${swap.id}`],
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('transaction-detail-swap-paid')).textContent).toBe('0.10 ETH');
    expect(screen.getByTestId('transaction-detail-swap-received').textContent).toBe('537,303.24 NGN');
    expect(screen.getByTestId('transaction-detail-swap-rate').textContent).toBe('1 ETH = 5,373,032.4 NGN');
    expect(screen.getByTestId('transaction-detail-swap-trigger').textContent).toBe('Auto-convert to NGN');
  });
});

describe('Swap links', () => {
  it('the dashboard’s starts from the token worth most (never naira)', () => {
    const list = [
      buildBalance({ token_symbol: 'NGN', amount: '9000000', usd_value: '5806.45' }),
      buildBalance({ token_symbol: 'USDC', amount: '100', usd_value: '100.00' }),
      buildBalance({ token_symbol: 'ETH', amount: '1', usd_value: '3500.00' }),
      buildBalance({ token_symbol: 'CORE', amount: '0', usd_value: '0.00' }),
    ];
    expect(largestToken(list)).toBe('ETH');
    expect(largestToken([list[0]!])).toBeUndefined();
  });

  it('prefill the from-token on /swap', () => {
    renderWithSession(
      <AssetsList
        balances={[buildBalance({ token_symbol: 'ETH', amount: '1', decimals: 18 })]}
        isPending={false}
        isError={false}
        onRetry={() => undefined}
        visible
        kycStatus="verified"
      />,
    );
    expect(screen.getByRole('link', { name: 'Swap ETH' }).getAttribute('href')).toBe('/swap?from=ETH');
  });
});
