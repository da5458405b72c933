import type { SwapQuote } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBalance } from '../../../../test/factories';
import { isDisabled } from '../../../../test/dom';
import { mockFetch, type MockRoute } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { findToast } from '../../../../test/toasts';
import { SwapPage } from './swap-page';

afterEach(() => vi.unstubAllGlobals());

const balances = [
  buildBalance({ id: 'b-ngn', token_symbol: 'NGN', token_name: 'Nigerian Naira', amount: '1000', decimals: 2 }),
  buildBalance({
    id: 'b-eth',
    token_symbol: 'ETH',
    token_name: 'Ethereum',
    amount: '1.5',
    decimals: 18,
    usd_value: '5250.00',
  }),
  buildBalance({ id: 'b-usdc', token_symbol: 'USDC', amount: '100', usd_value: '100.00' }),
];

let quoteCount = 0;
beforeEach(() => {
  quoteCount = 0;
});
function quote(overrides: Partial<SwapQuote> = {}): SwapQuote {
  quoteCount += 1;
  return {
    quote_id: `q-${quoteCount}`,
    from_symbol: 'ETH',
    to_symbol: 'NGN',
    amount_in: '0.5',
    amount_out: '2686516.2',
    rate: '5373032.4',
    market_rate: '5425000',
    fee: '0.0015',
    fee_percent: '0.30',
    network_fee: '0.00014286',
    price_impact: '1.75',
    slippage: '0.50',
    min_received: '2673083.61',
    amount_in_usd: '1750.00',
    amount_out_usd: '1733.24',
    network_fee_usd: '0.50',
    expires_at: new Date(Date.now() + 30_000).toISOString(),
    ttl_seconds: 30,
    ...overrides,
  };
}

function setup(routes: MockRoute[], path = '/swap?from=ETH') {
  const fetch = mockFetch([{ path: '/api/balances', body: balances }, ...routes]);
  renderWithSession(<SwapPage />, { path });
  return fetch;
}

describe('Instant Swap', () => {
  it('quotes what is typed (debounced), shows the details box, and swaps exactly that quote', async () => {
    const { calls } = setup([
      { method: 'POST', path: '/api/swaps/quote', body: () => quote() },
      {
        method: 'POST',
        path: '/api/swaps',
        body: { data: 'success', txHash: 'TXAAA', amount_in: '0.5', amount_out: '2686516.2' },
      },
    ]);
    const amount = (await screen.findByTestId('swap-amount')) as HTMLInputElement;
    const submit = screen.getByTestId('swap-submit');
    expect(submit.textContent).toBe('Enter an amount');
    expect(isDisabled(submit)).toBe(true);
    fireEvent.change(amount, { target: { value: '0.' } });
    fireEvent.change(amount, { target: { value: '0.5' } });
    await waitFor(() => expect(screen.getByTestId('swap-amount-out').textContent).toBe('2,686,516.2'));
    const quotes = calls.filter((c) => c.path === '/api/swaps/quote');
    expect(quotes).toHaveLength(1); // debounced: one quote for what was finally typed
    expect(quotes[0]!.body).toEqual({ from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.5', slippage: 0.5 });
    expect(screen.getByTestId('swap-rate').textContent).toBe('1 ETH = 5,373,032.4 NGN');
    expect(screen.getByTestId('swap-countdown').textContent).toMatch(/Price locked for (29|30)s/);
    expect(screen.getByTestId('swap-price-impact').className).toContain('text-red-600'); // above 1%
    expect(screen.getByTestId('swap-network-fee').textContent).toBe('0.000143 ETH ($0.50)');
    expect(screen.getByTestId('swap-slippage').textContent).toBe('0.5%');
    expect(screen.getByTestId('swap-min-received').textContent).toBe('2,673,083.61 NGN');
    expect(screen.getByTestId('swap-note').textContent).toBe(
      'Powered by a decentralized exchange • Best price guaranteed',
    );

    await waitFor(() => expect(isDisabled(screen.getByTestId('swap-submit'))).toBe(false));
    fireEvent.click(screen.getByTestId('swap-submit'));
    await findToast('Swap completed successfully!');
    const swap = calls.find((c) => c.method === 'POST' && c.path === '/api/swaps')!;
    expect(swap.body).toEqual({ quote_id: 'q-1' });
    expect(swap.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(amount.value).toBe('');
  });

  it('a double click on Swap executes the quote once', async () => {
    const { calls } = setup([
      { method: 'POST', path: '/api/swaps/quote', body: () => quote() },
      {
        method: 'POST',
        path: '/api/swaps',
        body: { data: 'success', txHash: 'TXDOUBLE', amount_in: '0.5', amount_out: '2686516.2' },
      },
    ]);
    fireEvent.change(await screen.findByTestId('swap-amount'), { target: { value: '0.5' } });
    await waitFor(() => expect(isDisabled(screen.getByTestId('swap-submit'))).toBe(false));
    fireEvent.click(screen.getByTestId('swap-submit'));
    fireEvent.click(screen.getByTestId('swap-submit'));
    await findToast('Swap completed successfully!');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/swaps')).toHaveLength(1);
  });

  it('an expired quote is re-quoted and the user asked again', async () => {
    const { calls } = setup([
      { method: 'POST', path: '/api/swaps/quote', body: () => quote() },
      {
        method: 'POST',
        path: '/api/swaps',
        status: 422,
        body: { error: 'QUOTE_EXPIRED', message: 'This quote has expired. Please review the new price.' },
      },
    ]);
    fireEvent.change(await screen.findByTestId('swap-amount'), { target: { value: '0.5' } });
    await waitFor(() => expect(isDisabled(screen.getByTestId('swap-submit'))).toBe(false));
    fireEvent.click(screen.getByTestId('swap-submit'));
    expect(await screen.findByTestId('swap-notice')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/swaps/quote')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/swaps')).toHaveLength(1); // nothing executed by itself
  });

  it('refuses more than the balance and the same token on both sides, without a quote', async () => {
    const { calls } = setup([{ method: 'POST', path: '/api/swaps/quote', body: () => quote() }]);
    fireEvent.change(await screen.findByTestId('swap-amount'), { target: { value: '2' } });
    expect(screen.getByTestId('swap-submit').textContent).toBe('Insufficient balance');
    expect(screen.getByTestId('swap-amount-message').textContent).toBe('Insufficient balance');
    fireEvent.click(screen.getByTestId('swap-max'));
    expect((screen.getByTestId('swap-amount') as HTMLInputElement).value).toBe('1.5');
    // Choosing the pay token as the receive token swaps them round.
    fireEvent.change(screen.getByTestId('swap-to'), { target: { value: 'ETH' } });
    expect((screen.getByTestId('swap-from') as HTMLSelectElement).value).toBe('NGN');
    fireEvent.click(screen.getByTestId('swap-flip'));
    expect((screen.getByTestId('swap-from') as HTMLSelectElement).value).toBe('ETH');
    expect((screen.getByTestId('swap-to') as HTMLSelectElement).value).toBe('NGN');
    await new Promise((r) => setTimeout(r, 500));
    expect(
      calls.filter((c) => c.path === '/api/swaps/quote').every((c) => (c.body as { amount: string }).amount !== '2'),
    ).toBe(true);
  });

  it('starts from the token in ?from= and sends the chosen slippage', async () => {
    const { calls } = setup(
      [{ method: 'POST', path: '/api/swaps/quote', body: () => quote({ from_symbol: 'USDC', slippage: '1.00' }) }],
      '/swap?from=USDC',
    );
    expect(((await screen.findByTestId('swap-from')) as HTMLSelectElement).value).toBe('USDC');
    expect((screen.getByTestId('swap-to') as HTMLSelectElement).value).toBe('NGN');
    fireEvent.click(screen.getByTestId('swap-settings'));
    fireEvent.click(screen.getByTestId('slippage-1'));
    fireEvent.change(screen.getByTestId('slippage-custom'), { target: { value: '60' } });
    expect(screen.getByTestId('slippage-error').textContent).toBe('Slippage must be between 0.1% and 50%');
    fireEvent.change(screen.getByTestId('swap-amount'), { target: { value: '10' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/swaps/quote')).toBe(true));
    expect(calls.find((c) => c.path === '/api/swaps/quote')!.body).toMatchObject({ from_symbol: 'USDC', slippage: 1 });
  });

  it('shows the server’s refusal of a quote (liquidity), keeps Swap off, and asks again on Try again', async () => {
    const { calls } = setup([
      {
        method: 'POST',
        path: '/api/swaps/quote',
        status: 422,
        body: { error: 'INSUFFICIENT_LIQUIDITY', message: 'Not enough liquidity for this swap right now' },
      },
    ]);
    fireEvent.change(await screen.findByTestId('swap-amount'), { target: { value: '1' } });
    expect((await screen.findByTestId('swap-quote-error')).textContent).toBe(
      'Not enough liquidity for this swap right nowTry again',
    );
    expect(isDisabled(screen.getByTestId('swap-submit'))).toBe(true);
    const asked = calls.filter((c) => c.path === '/api/swaps/quote').length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/swaps/quote').length).toBe(asked + 1));
  });
});
