import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTransaction } from '../../../../test/factories';
import { mockFetch } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { RecentTransactions } from './recent-transactions';

const rows = [
  buildTransaction({ type: 'transfer_in', counterparty_tag: 'bola' }),
  buildTransaction({ type: 'transfer_out', counterparty_tag: 'chidi' }),
];

// Unmounted while the stubs are still there: unmounting cancels the idle callback.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard’s recent transactions', () => {
  it('shows its rows as a skeleton until the browser is idle, then the rows themselves', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    mockFetch([{ path: '/api/transactions?limit=5', body: rows }]);

    renderWithSession(<RecentTransactions />);
    // The data is in, and the list's code still waits for an idle moment: one skeleton row each.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    const skeleton = screen.getByRole('status', { name: 'Loading transactions' });
    expect(skeleton.children).toHaveLength(rows.length);
    expect(screen.queryAllByTestId('transaction-row')).toHaveLength(0);

    act(() => idle[0]!());
    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(rows.length);
    expect(screen.queryByRole('status', { name: 'Loading transactions' })).toBeNull();
  });
});
