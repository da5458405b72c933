import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTransaction } from '../../../../test/factories';
import { renderWithSession } from '../../../../test/render';
import { statusTone } from '../../lib/transaction-meta';
import { PartyText } from './transaction-parts';
import { TransactionsList } from './transactions-list';

const rows = [
  buildTransaction({ type: 'deposit', status: 'completed', from_address: 'Sandbox funding', to_address: '@ada' }),
  buildTransaction({ type: 'transfer_out', status: 'pending', counterparty_tag: 'bola', tx_hash: 'TXPENDING1' }),
  buildTransaction({ type: 'transfer_in', status: 'failed', counterparty_tag: 'chidi' }),
  buildTransaction({
    type: 'withdrawal',
    status: 'completed',
    explorer_url: 'https://sepolia.etherscan.io/tx/0xabc',
    tx_hash: '0xabc',
  }),
];

function desktop(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('transactions list', () => {
  it('maps statuses to colours: completed green, pending amber, failed red, else gray', () => {
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('pending')).toBe('amber');
    expect(statusTone('failed')).toBe('red');
    expect(statusTone('reversed')).toBe('gray');
  });

  it.each([true, false])('renders human labels, status badges and actions (desktop=%s)', (isDesktop) => {
    desktop(isDesktop);
    renderWithSession(<TransactionsList transactions={rows} />);
    const items = screen.getAllByTestId('transaction-row');
    expect(items.map((r) => r.getAttribute('data-type'))).toEqual([
      'deposit',
      'transfer_out',
      'transfer_in',
      'withdrawal',
    ]);
    expect(items.map((r) => within(r).getByTestId('transaction-type').textContent)).toEqual([
      'Deposit',
      'Sent',
      'Received',
      'Withdrawal',
    ]);
    expect(items.map((r) => within(r).getByTestId('status-badge').getAttribute('data-tone'))).toEqual([
      'green',
      'amber',
      'red',
      'green',
    ]);
    expect(within(items[1]!).getByTestId('status-badge').className).toContain('amber');
    expect(within(items[1]!).getByText('@bola')).toBeTruthy();
    expect(within(items[1]!).getByTestId('tx-reference').textContent).toBe('TXPENDING1');
    expect(within(items[1]!).getByTestId('copy-button')).toBeTruthy();
    expect(within(items[3]!).getByTestId('explorer-link').getAttribute('href')).toBe(
      'https://sepolia.etherscan.io/tx/0xabc',
    );
    expect(within(items[0]!).getByTestId('transaction-amount').textContent).toBe('+10.00 USDC');
    expect(within(items[1]!).getByTestId('transaction-amount').textContent).toBe('−10.00 USDC');
    expect(screen.queryAllByRole('columnheader').length).toBe(isDesktop ? 7 : 0);
    vi.unstubAllGlobals();
  });

  it.each([true, false])('opens every transaction on its own page, by its type (desktop=%s)', (isDesktop) => {
    desktop(isDesktop);
    renderWithSession(<TransactionsList transactions={rows} />);
    const links = screen.getAllByTestId('transaction-type');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(rows.map((tx) => `/transactions/${tx.id}`));
    expect(links.map((link) => link.tagName)).toEqual(rows.map(() => 'A'));
    vi.unstubAllGlobals();
  });

  it('keeps short words and numbers on one line, and lets a long tag break', () => {
    const whole = (value: string) => {
      const { container, unmount } = renderWithSession(<PartyText value={value} />);
      expect(container.textContent).toBe(value);
      const kept = [...container.querySelectorAll('.whitespace-nowrap')].map((el) => el.textContent);
      unmount();
      return kept;
    };
    expect(whole('MTN 08031234567')).toEqual(['MTN', '08031234567']);
    expect(whole('IKEDC 45010002222123')).toEqual(['IKEDC', '45010002222123']);
    expect(whole('Sandbox funding')).toEqual(['Sandbox', 'funding']);
    expect(whole('@a_very_long_tag_here')).toEqual([]);
    // A shortened address stays on one line.
    const { container } = renderWithSession(<PartyText value="0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266" />);
    expect([...container.querySelectorAll('.whitespace-nowrap')].map((el) => el.textContent)).toEqual(['0xf39f…2266']);
  });

  it('adds the User column when asked', () => {
    desktop(true);
    renderWithSession(<TransactionsList transactions={rows.slice(0, 1)} showUser />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Type',
      'User',
      'Amount',
      'Sender',
      'Recipient',
      'Status',
      'Date',
      'Action',
    ]);
    vi.unstubAllGlobals();
  });

  it('links hashes to the explorer: external in a new tab, our own detail page in the app', () => {
    desktop(true);
    const internal = buildTransaction({ type: 'withdrawal', tx_hash: `0x${'ef'.repeat(32)}`, chain: 'base' });
    internal.explorer_url = `/transactions/${internal.id}`;
    renderWithSession(<TransactionsList transactions={[rows[3]!, internal]} />);
    const [external, own] = screen.getAllByTestId('explorer-link');
    expect(external!.getAttribute('target')).toBe('_blank');
    expect(external!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(own!.getAttribute('href')).toBe(`/transactions/${internal.id}`);
    expect(own!.getAttribute('target')).toBeNull();
    expect(own!.textContent).toContain('0xefef…efef');
    vi.unstubAllGlobals();
  });

  it.each([
    [true, true],
    [false, false],
  ])(
    'a large amount stays on one line only in the table (desktop=%s), and wraps its symbol on a card',
    (isDesktop, oneLine) => {
      desktop(isDesktop);
      const big = buildTransaction({
        type: 'deposit',
        amount: '123456789.123456789',
        token_symbol: 'ETH',
        usd_value: '1.00',
      });
      renderWithSession(<TransactionsList transactions={[big]} />);
      const cell = screen.getByTestId('transaction-amount-cell');
      expect(screen.getByTestId('transaction-amount').textContent).toBe('+123,456,789.123457 ETH');
      expect(cell.className.includes('whitespace-nowrap')).toBe(oneLine);
      // Chromium would break a table's amount at a <wbr> despite nowrap ("+1, / 500.00 USDC").
      expect(cell.querySelectorAll('wbr').length > 0).toBe(!oneLine);
      // The "≈" never sits alone at the end of a line.
      expect(cell.textContent).toContain('≈\u00a0$1.00');
    },
  );
});
