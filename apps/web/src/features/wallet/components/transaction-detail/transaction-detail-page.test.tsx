import type { PayoutStatus, Transaction } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildTransaction } from '../../../../test/factories';
import { mockFetch } from '../../../../test/fetch-mock';
import { testQueryClient } from '../../../../test/render';
import { TransactionDetailPage } from './transaction-detail-page';

afterEach(() => vi.unstubAllGlobals());

const HASH = `0x${'cd'.repeat(32)}`;
const TO = '0x74Da71fc0A2D3A4455CB02f00e8A2622caA54808';

function renderAt(id: string) {
  const router = createMemoryRouter(
    [
      { path: '/transactions/:id', element: <TransactionDetailPage /> },
      { path: '/transactions', element: <p>all transactions</p> },
    ],
    { initialEntries: [`/transactions/${id}`] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('transaction detail page', () => {
  it('shows type, status, amount, fee, USD value, parties, chain and the full hash', async () => {
    const tx = buildTransaction({
      type: 'withdrawal',
      status: 'pending',
      amount: '0.25',
      fee: '0.00052',
      token_symbol: 'ETH',
      usd_value: '750.00',
      tx_hash: HASH,
      from_address: null,
      to_address: TO,
      user_tag: 'demo',
      chain: 'ethereum',
      explorer_url: 'https://sepolia.etherscan.io/tx/' + HASH,
    });
    mockFetch([{ path: `/api/transactions/${tx.id}`, body: tx }]);
    const router = renderAt(tx.id);

    expect((await screen.findByTestId('transaction-detail-type')).textContent).toBe('Withdrawal');
    expect(screen.getByTestId('status-badge').textContent).toBe('Pending');
    expect(screen.getByTestId('transaction-detail-amount').textContent).toBe('−0.25 ETH');
    expect(screen.getByTestId('transaction-detail-fee').textContent).toBe('0.00052 ETH');
    // The fee was charged on top: what left the wallet.
    expect(screen.getByTestId('transaction-detail-total').textContent).toBe('0.25052 ETH');
    expect(screen.getByTestId('transaction-detail-usd').textContent).toBe('≈ $750.00');
    expect(screen.getByTestId('transaction-detail-from').textContent).toBe('@demo');
    expect(screen.getByTestId('transaction-detail-to').textContent).toContain(TO);
    expect(screen.getByTestId('transaction-detail-chain').textContent).toBe('Ethereum');
    expect(screen.getByTestId('transaction-detail-hash').textContent).toContain(HASH);
    const explorer = screen.getByTestId('explorer-link');
    expect(explorer.getAttribute('href')).toBe(tx.explorer_url);
    expect(explorer.getAttribute('target')).toBe('_blank');
    expect(explorer.getAttribute('rel')).toContain('noopener');

    fireEvent.click(screen.getByTestId('transaction-back'));
    expect(router.state.location.pathname).toBe('/transactions');
  });

  it('does not link to itself when the explorer is our own page (devnet)', async () => {
    const tx = buildTransaction({ tx_hash: HASH, chain: 'base', explorer_url: '' });
    tx.explorer_url = `/transactions/${tx.id}`;
    mockFetch([{ path: `/api/transactions/${tx.id}`, body: tx }]);
    renderAt(tx.id);
    expect((await screen.findByTestId('transaction-detail-chain')).textContent).toBe('Base');
    expect(screen.queryByTestId('explorer-link')).toBeNull();
  });

  it("shows 'Transaction not found' for a 404", async () => {
    mockFetch([]);
    renderAt('00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText('Transaction not found')).toBeTruthy();
    expect(screen.getByTestId('transaction-back').getAttribute('href')).toBe('/transactions');
  });
});

describe('bill details', () => {
  it('shows the provider, the customer, the token in groups of four and the units', async () => {
    const tx = buildTransaction({
      type: 'bill',
      token_symbol: 'NGN',
      amount: '5000',
      fee: '50',
      details: {
        kind: 'bill',
        category: 'electricity',
        provider: 'ikeja-electric',
        provider_name: 'IKEDC',
        account_number: '62104417865',
        customer_name: 'ADAEZE OKAFOR',
        token: '12345678901234567890',
        units: '23.8 kWh',
        request_id: '202601011230ABCDEFGHJKMNPQRS',
      },
    });
    mockFetch([{ path: `/api/transactions/${tx.id}`, body: tx }]);
    renderAt(tx.id);
    expect((await screen.findByTestId('transaction-detail-biller')).textContent).toBe('IKEDC · 62104417865');
    expect(screen.getByTestId('transaction-detail-customer').textContent).toBe('ADAEZE OKAFOR');
    expect(screen.getByTestId('transaction-detail-token').textContent).toContain('1234 5678 9012 3456 7890');
    expect(screen.getByTestId('transaction-detail-units').textContent).toBe('23.8 kWh');
    expect(screen.getByTestId('transaction-detail-chain').textContent).toBe('NaijaWallet (internal)');
    expect(screen.getByTestId('transaction-detail-total').textContent).toBe('5,050.00 NGN');
  });

  it.each([
    ['a deposit', { type: 'deposit', fee: '0' }],
    ['a swap, whose fees came out of the amount', { type: 'swap', fee: '0.0004' }],
    ['a failed send, refunded', { type: 'transfer_out', status: 'failed', fee: '0.0004' }],
  ] as const)('shows no total for %s', async (_, fields) => {
    const tx = buildTransaction({ amount: '0.1', token_symbol: 'ETH', ...fields });
    mockFetch([{ path: `/api/transactions/${tx.id}`, body: tx }]);
    renderAt(tx.id);
    await screen.findByTestId('transaction-detail-fee');
    expect(screen.queryByTestId('transaction-detail-total')).toBeNull();
  });

  /** A naira payout to a GTBank account, as the API gives it. */
  const payoutTransaction = (payout_status: PayoutStatus, status: Transaction['status'] = 'completed') =>
    buildTransaction({
      type: 'withdrawal',
      status,
      token_symbol: 'NGN',
      chain: null,
      details: {
        kind: 'payout',
        payout_id: 'p1',
        bank_code: '058',
        bank_name: 'GTBank',
        account_number: '0123456785',
        account_name: 'ADAEZE OKAFOR',
        payout_status,
        ngn_amount: '3000.00',
      },
    });

  it('names the banks, not the wallet, as the network of a bank payout', async () => {
    const tx = payoutTransaction('completed');
    mockFetch([{ path: `/api/transactions/${tx.id}`, body: tx }]);
    renderAt(tx.id);
    expect((await screen.findByTestId('transaction-detail-chain')).textContent).toBe('Bank transfer');
  });

  it.each(['failed', 'reversed', 'requires_approval'] as const)(
    "does not say 'Paid out' for a %s payout, which the bank does not have",
    async (payout_status) => {
      const tx = payoutTransaction(payout_status, payout_status === 'requires_approval' ? 'pending' : 'failed');
      mockFetch([{ path: `/api/transactions/${tx.id}`, body: tx }]);
      renderAt(tx.id);
      const amount = await screen.findByTestId('transaction-detail-payout-amount');
      expect(amount.textContent).toBe('₦3,000.00');
      expect(amount.previousElementSibling?.textContent).toBe('To the bank');
      expect(screen.queryByText('Paid out')).toBeNull();
    },
  );
});

describe('split details', () => {
  it("writes each split share as an amount of the split's asset, like the total and the fee", async () => {
    const tx = buildTransaction({
      type: 'split',
      token_symbol: 'NGN',
      amount: '12500',
      details: {
        kind: 'split',
        method: 'equal',
        recipients: [
          { tag: 'ada', amount: '6250' },
          { tag: 'tunde', amount: '6250' },
        ],
      },
    });
    mockFetch([{ path: `/api/transactions/${tx.id}`, body: tx }]);
    renderAt(tx.id);
    const shares = await screen.findByTestId('transaction-detail-split');
    expect(shares.textContent).toContain('@ada 6,250.00 NGN');
    expect(shares.textContent).toContain('@tunde 6,250.00 NGN');
  });
});
