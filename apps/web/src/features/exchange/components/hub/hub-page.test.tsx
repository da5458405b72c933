import type { Conversion } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBalance, buildDashboardSummary } from '../../../../test/factories';
import { mockFetch, type MockRoute } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { findToast } from '../../../../test/toasts';
import { HubPage } from './hub-page';
import { percentChange } from './portfolio-analytics-dialog';

afterEach(() => vi.unstubAllGlobals());

const ngn = buildBalance({
  id: 'b-ngn',
  token_symbol: 'NGN',
  token_name: 'Nigerian Naira',
  amount: '250000',
  decimals: 2,
});
const eth = buildBalance({ id: 'b-eth', token_symbol: 'ETH', token_name: 'Ethereum', amount: '1.25', decimals: 18 });
const usdc = buildBalance({ id: 'b-usdc', token_symbol: 'USDC', amount: '0', auto_convert_threshold: '500' });
const summary = buildDashboardSummary({
  total_balance: '4536.29',
  total_deposit: '0.00',
  total_balance_ngn: '7031250.00',
  total_deposit_ngn: '0.00',
  ngn_available: '250000.00',
});
const conversion: Conversion = {
  id: 'c1',
  from_symbol: 'STRK',
  to_symbol: 'NGN',
  amount_in: '200',
  amount_out: '137565.59',
  rate: '687.82795',
  trigger: 'auto',
  status: 'completed',
  created_at: '2026-11-25T02:22:07.271Z',
  tx_hash: 'TX1',
};

function setup(routes: MockRoute[] = []) {
  const fetch = mockFetch([
    { path: '/api/balances', body: [ngn, eth, usdc] },
    { path: '/api/users/dashboard-summary', body: summary },
    ...routes,
  ]);
  renderWithSession(<HubPage />, { path: '/multi-currency' });
  return fetch;
}
const card = (symbol: string) => screen.getAllByTestId('hub-balance-card').find((c) => c.dataset.symbol === symbol)!;

describe('Multi-Currency Hub', () => {
  it('shows the skeleton, then the header stats and one card per balance with its badge', async () => {
    setup();
    expect(screen.getByTestId('hub-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('hub-total')).textContent).toBe('₦7,031,250.00');
    expect(screen.getByTestId('hub-active-currencies').textContent).toBe('2');
    expect(screen.getByTestId('hub-auto-convert-count').textContent).toBe('1');
    expect(screen.getByTestId('hub-total-value').textContent).toBe('$4,536.29');
    expect(screen.getAllByTestId('hub-balance-card')).toHaveLength(3);
    expect(within(card('ETH')).getByTestId('hub-badge').textContent).toBe('Manual');
    expect(within(card('USDC')).getByTestId('hub-badge').textContent).toBe('Auto-Convert');
    expect(within(card('NGN')).queryByTestId('hub-badge')).toBeNull(); // no auto-convert for naira
    expect(within(card('ETH')).getByText('Enable Auto-Convert')).toBeTruthy();
    expect(within(card('USDC')).getByText('Update Threshold')).toBeTruthy();
    expect(within(card('ETH')).getByText('Automatically convert to NGN when balance exceeds this amount')).toBeTruthy();
  });

  it("says that a saved threshold's excess is on its way, and a new one's converts once saved", async () => {
    const waiting = { ...usdc, amount: '800', auto_convert_threshold: '500.000000' };
    mockFetch([
      { path: '/api/balances', body: [ngn, eth, waiting] },
      { path: '/api/users/dashboard-summary', body: summary },
    ]);
    renderWithSession(<HubPage />, { path: '/multi-currency' });
    await screen.findByTestId('hub-total');
    const excess = () => within(card('USDC')).getByTestId('auto-convert-excess-USDC').textContent;
    expect(excess()).toBe(
      'The 300 USDC above it is on its way to NGN: after the pause between conversions, or once the rate reaches your minimum.',
    );
    fireEvent.change(within(card('USDC')).getByTestId('auto-convert-threshold-USDC'), { target: { value: '500' } });
    expect(excess()).toContain('is on its way to NGN'); // the same amount, written another way
    fireEvent.change(within(card('USDC')).getByTestId('auto-convert-threshold-USDC'), { target: { value: '600' } });
    expect(excess()).toBe('The 200 USDC above it converts to NGN as soon as you save.');
  });

  it('refuses an empty threshold without a call, then saves one with the spec’s toast', async () => {
    const { calls } = setup([
      {
        method: 'PUT',
        path: '/api/balances/b-eth',
        body: { ...eth, auto_convert_threshold: '0.5', auto_convert_min_rate: '6000000' },
      },
    ]);
    await screen.findByTestId('hub-total');
    fireEvent.click(within(card('ETH')).getByTestId('auto-convert-save-ETH'));
    expect(await within(card('ETH')).findByText('Please enter an amount to auto convert')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(card('ETH')).getByTestId('auto-convert-threshold-ETH'), { target: { value: '0.5' } });
    // Below what is held: the form says what converts at once.
    expect(within(card('ETH')).getByTestId('auto-convert-excess-ETH').textContent).toContain('0.75 ETH');
    fireEvent.change(within(card('ETH')).getByTestId('auto-convert-min-rate-ETH'), { target: { value: '6000000' } });
    fireEvent.click(within(card('ETH')).getByTestId('auto-convert-save-ETH'));
    await findToast('New threshold set.');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      auto_convert_threshold: '0.5',
      auto_convert_min_rate: '6000000',
    });
  });

  it('shows the server’s message when saving fails, else “Failed to set threshold.”', async () => {
    setup([
      {
        method: 'PUT',
        path: '/api/balances/b-eth',
        status: 400,
        body: { error: 'VALIDATION_ERROR', message: 'Threshold can have at most 18 decimal places' },
      },
      { method: 'PUT', path: '/api/balances/b-usdc', status: 500, body: {} },
    ]);
    await screen.findByTestId('hub-total');
    fireEvent.change(within(card('ETH')).getByTestId('auto-convert-threshold-ETH'), { target: { value: '2' } });
    fireEvent.click(within(card('ETH')).getByTestId('auto-convert-save-ETH'));
    await findToast('Threshold can have at most 18 decimal places');
    fireEvent.click(within(card('USDC')).getByTestId('auto-convert-save-USDC'));
    await findToast('Failed to set threshold.');
  });

  it('keeps keyboard focus in the form when a threshold is saved or turned off', async () => {
    // The server's balances follow what was saved, as they do live.
    let saved: string | null = null;
    mockFetch([
      { path: '/api/balances', body: () => [ngn, { ...eth, auto_convert_threshold: saved }, usdc] },
      { path: '/api/users/dashboard-summary', body: summary },
      {
        method: 'PUT',
        path: '/api/balances/b-eth',
        body: () => ({ ...eth, auto_convert_threshold: (saved = saved ? null : '0.5') }),
      },
    ]);
    renderWithSession(<HubPage />, { path: '/multi-currency' });
    await screen.findByTestId('hub-total');
    const field = within(card('ETH')).getByTestId('auto-convert-threshold-ETH');
    field.focus();
    fireEvent.change(field, { target: { value: '0.5' } });
    fireEvent.submit(within(card('ETH')).getByTestId('auto-convert-form-ETH')); // Enter in the field
    await findToast('New threshold set.');
    await waitFor(() => expect(within(card('ETH')).getByTestId('hub-badge').textContent).toBe('Auto-Convert'));
    expect(document.activeElement).toBe(within(card('ETH')).getByTestId('auto-convert-threshold-ETH'));

    within(card('ETH')).getByTestId('auto-convert-off-ETH').focus();
    fireEvent.click(within(card('ETH')).getByTestId('auto-convert-off-ETH'));
    await findToast('Auto-convert turned off.');
    await waitFor(() => expect(within(card('ETH')).queryByTestId('auto-convert-off-ETH')).toBeNull());
    expect(document.activeElement).toBe(within(card('ETH')).getByTestId('auto-convert-threshold-ETH'));
  });

  it('says the portfolio value could not load, with Try again, instead of a skeleton that never ends', async () => {
    mockFetch([
      { path: '/api/balances', body: [ngn, eth, usdc] },
      { path: '/api/users/dashboard-summary', status: 500, body: { error: 'INTERNAL', message: 'Boom' } },
    ]);
    renderWithSession(<HubPage />, { path: '/multi-currency' });
    expect(await screen.findByText("We couldn't load your portfolio value.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the empty state when there is no conversion yet', async () => {
    setup([{ path: '/api/conversions?limit=100', body: [] }]);
    await screen.findByTestId('hub-total');
    fireEvent.click(screen.getByTestId('hub-tab-history'));
    expect((await screen.findByTestId('conversions-empty')).textContent).toContain('No conversion history yet');
    expect(screen.getByTestId('conversion-count').textContent).toBe('0 conversions');
  });

  it('lists conversions from the server, newest first, manual and auto, with the count', async () => {
    const manual: Conversion = {
      ...conversion,
      id: 'c2',
      from_symbol: 'ETH',
      trigger: 'manual',
      amount_in: '0.1',
      amount_out: '537303.24',
      rate: '5373032.4',
    };
    setup([{ path: '/api/conversions?limit=100', body: [conversion, manual] }]);
    await screen.findByTestId('hub-total');
    fireEvent.click(screen.getByTestId('hub-tab-history'));
    const rows = await screen.findAllByTestId('conversion-row');
    expect(screen.getByTestId('conversion-count').textContent).toBe('2 conversions');
    expect(rows.map((r) => r.dataset.trigger)).toEqual(['auto', 'manual']);
    expect(rows[0]!.textContent).toContain('STRK');
    expect(rows[0]!.textContent).toContain('Auto');
    expect(within(rows[0]!).getByTestId('conversion-out').textContent).toBe('+₦137,565.59');
    expect(rows[1]!.textContent).toContain('1 ETH = 5,373,032.4 NGN');
  });

  it('Swap All quotes the whole balance to NGN and asks for confirmation', async () => {
    const quote = {
      quote_id: 'q-all',
      from_symbol: 'ETH',
      to_symbol: 'NGN',
      amount_in: '1.25',
      amount_out: '6700000',
      rate: '5360000',
      market_rate: '5425000',
      fee: '0.00375',
      fee_percent: '0.30',
      network_fee: '0.00014286',
      price_impact: '0.22',
      slippage: '0.50',
      min_received: '6666500',
      amount_in_usd: '4375.00',
      amount_out_usd: '4322.58',
      network_fee_usd: '0.50',
      expires_at: new Date(Date.now() + 30_000).toISOString(),
      ttl_seconds: 30,
    };
    const { calls } = setup([
      { method: 'POST', path: '/api/swaps/quote', body: quote },
      {
        method: 'POST',
        path: '/api/swaps',
        body: { data: 'success', txHash: 'TX9', amount_in: '1.25', amount_out: '6700000' },
      },
    ]);
    await screen.findByTestId('hub-total');
    fireEvent.click(screen.getByTestId('hub-swap-all-ETH'));
    expect((await screen.findByTestId('swap-all-out')).textContent).toBe('6,700,000 NGN');
    expect(calls.find((c) => c.path === '/api/swaps/quote')!.body).toEqual({
      from_symbol: 'ETH',
      to_symbol: 'NGN',
      amount: '1.25',
      slippage: 0.5,
    });
    expect(calls.some((c) => c.path === '/api/swaps')).toBe(false);
    await waitFor(() => expect(screen.getByTestId('swap-all-confirm').getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(screen.getByTestId('swap-all-confirm'));
    await findToast('Swap completed successfully!');
    expect(calls.find((c) => c.path === '/api/swaps')!.body).toEqual({ quote_id: 'q-all' });
    await waitFor(() => expect(screen.queryByTestId('swap-all-dialog')).toBeNull());
  });
});

describe('portfolio change', () => {
  it('is worked out in whole kobo or cents', () => {
    expect(percentChange('1000.00', '1100.00')).toBe('+10.0%');
    expect(percentChange('3500.00', '3412.50')).toBe('−2.5%');
    expect(percentChange('0.00', '10.00')).toBeNull();
  });
});
