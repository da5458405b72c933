import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBalance } from '../../../../test/factories';
import { mockFetch, type MockRoute } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { findToast, shownToasts } from '../../../../test/toasts';
import { TagSendForm } from './tag-send-form';
import { isDisabled } from '../../../../test/dom';

afterEach(() => vi.unstubAllGlobals());

const usdc = buildBalance({ amount: '100', decimals: 6 });
const feesPath = (amount: string) => `/api/wallets/fees?balance_id=${usdc.id}&amount=${amount}&mode=tag`;
const quote = (amount: string, max = '99.9') => ({
  token_symbol: 'USDC',
  amount,
  fees: [{ label: 'Platform fee (0.1%)', amount: '0.01', usd_value: '0.01' }],
  total_fee: '0.01',
  total: amount,
  total_usd: amount,
  max_amount: max,
});

function setup(routes: MockRoute[] = []) {
  const fetch = mockFetch(routes);
  renderWithSession(<TagSendForm balances={[usdc]} initialBalanceId={usdc.id} />);
  const amount = screen.getByTestId('send-amount') as HTMLInputElement;
  const recipient = screen.getByTestId('send-recipient') as HTMLInputElement;
  const submit = screen.getByTestId('send-submit') as HTMLButtonElement;
  const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });
  return { ...fetch, amount, recipient, submit, type };
}

describe('send to tag form', () => {
  it('enables the button only for a positive amount within the balance and a recipient', () => {
    const { amount, recipient, submit, type } = setup();
    expect(isDisabled(submit)).toBe(true);
    expect(submit.textContent).toContain('Send to Tag');

    type(amount, '10');
    expect(isDisabled(submit)).toBe(true);
    type(recipient, '   ');
    expect(isDisabled(submit)).toBe(true);
    type(recipient, ' bola ');
    expect(isDisabled(submit)).toBe(false);

    type(amount, '0');
    expect(isDisabled(submit)).toBe(true);
    type(amount, '100.000001');
    expect(isDisabled(submit)).toBe(true);
    type(amount, '100');
    expect(isDisabled(submit)).toBe(false);
  });

  it('says when the chosen asset has nothing to send, before anything is typed', () => {
    mockFetch([]);
    const empty = buildBalance({ id: 'b-empty', token_symbol: 'NGN', amount: '0', decimals: 2 });
    renderWithSession(<TagSendForm balances={[empty, usdc]} initialBalanceId={empty.id} />);
    expect(screen.getByTestId('send-amount-warning').textContent).toBe(
      'You have no NGN to send yet. Receive some first, or pick another asset.',
    );
    fireEvent.change(screen.getByTestId('send-asset'), { target: { value: usdc.id } });
    expect(screen.queryByTestId('send-amount-warning')).toBeNull();
  });

  it('shows the balance rounded down, so the figure shown as available can be sent', () => {
    mockFetch([]);
    const eth = buildBalance({ id: 'b-eth', token_symbol: 'ETH', amount: '1.14898471', decimals: 18 });
    renderWithSession(<TagSendForm balances={[eth]} initialBalanceId={eth.id} />);
    expect(screen.getByTestId('send-available').textContent).toBe('Available: 1.148984 ETH');
    fireEvent.change(screen.getByTestId('send-recipient'), { target: { value: 'bola' } });
    fireEvent.change(screen.getByTestId('send-amount'), { target: { value: '1.148984' } });
    expect(isDisabled(screen.getByTestId('send-submit') as HTMLButtonElement)).toBe(false);
  });

  it('flags amounts with more decimals than the asset has', () => {
    const { amount, recipient, submit, type } = setup();
    type(recipient, 'bola');
    type(amount, '1.1234567');
    expect(screen.getByTestId('send-amount-error').textContent).toBe('USDC supports at most 6 decimal places');
    expect(isDisabled(submit)).toBe(true);
    type(amount, '1.123456');
    expect(screen.queryByTestId('send-amount-error')).toBeNull();
    expect(isDisabled(submit)).toBe(false);
  });

  it("MAX fills in the server's max_amount (net of fees), not the raw balance", async () => {
    const { amount, calls } = setup([{ path: feesPath('0.000001'), body: quote('0.000001', '99.9') }]);
    fireEvent.click(screen.getByTestId('send-max'));
    await waitFor(() => expect(amount.value).toBe('99.9'));
    expect(calls.some((c) => c.path === feesPath('0.000001'))).toBe(true);
  });

  it('shows the fee breakdown from the quote once an amount is entered', async () => {
    const { amount, type } = setup([{ path: feesPath('5'), body: quote('5') }]);
    expect(screen.queryByTestId('fee-breakdown')).toBeNull();
    type(amount, '5');
    const breakdown = await screen.findByTestId('fee-breakdown');
    await waitFor(() => expect(breakdown.textContent).toContain('Platform fee (0.1%)'));
    expect(breakdown.textContent).toContain('Total debited');
  });

  it('sends with an idempotency key that a retry of the same action reuses', async () => {
    const { amount, recipient, submit, type, calls } = setup([
      {
        method: 'POST',
        path: '/api/wallets/send-to-tag',
        status: 422,
        body: { error: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' },
      },
    ]);
    type(amount, '10');
    type(recipient, '@bola');
    fireEvent.click(submit);
    expect((await findToast('Insufficient balance')).dataset.type).toBe('error');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const posts = () => calls.filter((c) => c.method === 'POST');
    expect(posts()[0]!.body).toEqual({ balance_id: usdc.id, amount: '10', receiver_tag: 'bola' });
    expect(posts()[0]!.headers['idempotency-key']).toBeTruthy();
    expect(posts()[1]!.headers['idempotency-key']).toBe(posts()[0]!.headers['idempotency-key']);

    await waitFor(() => expect(isDisabled(submit)).toBe(false));
    type(amount, '11');
    fireEvent.click(submit);
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()[2]!.headers['idempotency-key']).not.toBe(posts()[0]!.headers['idempotency-key']);
  });

  it('a double click sends once, and says the money was sent', async () => {
    const { amount, recipient, submit, type, calls } = setup([
      { method: 'POST', path: '/api/wallets/send-to-tag', body: { data: 'success', txHash: 'TXDOUBLE' } },
    ]);
    type(amount, '10');
    type(recipient, 'bola');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await findToast(/^Sent successfully/);
    await waitFor(() => expect(amount.value).toBe(''));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("on success toasts 'Sent successfully' with the reference and clears the form", async () => {
    const { amount, recipient, submit, type } = setup([
      { method: 'POST', path: '/api/wallets/send-to-tag', body: { data: 'success', txHash: 'TXABC123' } },
    ]);
    type(amount, '10');
    type(recipient, 'bola');
    fireEvent.click(submit);
    await waitFor(() => expect(amount.value).toBe(''));
    expect(recipient.value).toBe('');
    const toast = await findToast(/^Sent successfully/);
    expect(toast.dataset.type).toBe('success');
    expect(within(toast).getByTestId('send-reference').textContent).toContain('TXABC123');
  });

  it("falls back to 'Failed to submit deposit. Please try again.' without a server message", async () => {
    const { amount, recipient, submit, type } = setup([
      { method: 'POST', path: '/api/wallets/send-to-tag', status: 502, text: 'Bad gateway' },
    ]);
    type(amount, '10');
    type(recipient, 'bola');
    fireEvent.click(submit);
    expect((await findToast('Failed to submit deposit. Please try again.')).dataset.type).toBe('error');
  });

  const saved = {
    id: 'b1',
    kind: 'tag',
    label: 'Flatmate',
    tag: 'bola',
    chain: null,
    address: null,
    bank_code: null,
    bank_name: null,
    account_number: null,
    account_name: null,
    last_used_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('offers saved tags first: a tap fills the recipient, and sending marks it used', async () => {
    const { amount, recipient, submit, type, calls } = setup([
      { path: '/api/beneficiaries', body: [saved] },
      { method: 'POST', path: '/api/wallets/send-to-tag', body: { data: 'success', txHash: 'TXABC123' } },
      { method: 'POST', path: '/api/beneficiaries', status: 200, body: saved },
    ]);
    const chip = await screen.findByTestId('saved-recipient');
    expect(chip.textContent).toContain('Flatmate');
    fireEvent.click(chip);
    expect(recipient.value).toBe('bola');
    type(amount, '10');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/beneficiaries').map((c) => c.body)).toEqual([
        { kind: 'tag', tag: 'bola' },
      ]),
    );
  });

  it("saves a typed recipient only when 'Save recipient' is ticked", async () => {
    const { amount, recipient, submit, type, calls } = setup([
      { path: '/api/beneficiaries', body: [] },
      { method: 'POST', path: '/api/wallets/send-to-tag', body: { data: 'success', txHash: 'TXABC123' } },
      { method: 'POST', path: '/api/beneficiaries', status: 201, body: { ...saved, label: null, tag: 'tolu' } },
    ]);
    const saves = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/beneficiaries');
    type(amount, '10');
    type(recipient, 'tolu');
    fireEvent.click(submit);
    await waitFor(() => expect(amount.value).toBe(''));
    expect(saves()).toHaveLength(0);

    type(amount, '10');
    type(recipient, '@tolu');
    const box = screen.getByTestId('save-recipient') as HTMLInputElement;
    expect(box.labels?.[0]?.textContent).toBe('Save recipient for next time');
    fireEvent.click(box);
    fireEvent.click(submit);
    await waitFor(() => expect(saves().map((c) => c.body)).toEqual([{ kind: 'tag', tag: 'tolu' }]));
    await waitFor(() => expect(shownToasts().map((t) => t.textContent)).toContain('Recipient saved.'));
    expect((screen.getByTestId('save-recipient') as HTMLInputElement).checked).toBe(false);
  });
});
