import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBalance, buildTransaction } from '../../../../test/factories';
import { mockFetch, type MockRoute } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { findToast } from '../../../../test/toasts';
import { checkAddress } from './address-field';
import { SendPage } from './send-page';
import { WalletSendForm } from './wallet-send-form';
import { isDisabled } from '../../../../test/dom';

afterEach(() => vi.unstubAllGlobals());

const eth = buildBalance({
  id: '22222222-2222-4222-8222-222222222222',
  token_symbol: 'ETH',
  token_name: 'Ethereum',
  amount: '1',
  decimals: 18,
  chain: 'ethereum',
});
const strk = buildBalance({
  id: '33333333-3333-4333-8333-333333333333',
  token_symbol: 'STRK',
  token_name: 'Starknet',
  amount: '50',
  decimals: 18,
  chain: 'starknet',
});
const ngn = buildBalance({
  id: '44444444-4444-4444-8444-444444444444',
  token_symbol: 'NGN',
  token_name: 'Nigerian Naira',
  amount: '5000',
  decimals: 2,
  chain: null,
});
const GOOD = '0x74Da71fc0A2D3A4455CB02f00e8A2622caA54808';
const HASH = `0x${'ab'.repeat(32)}`;

function setup(routes: MockRoute[] = []) {
  const fetch = mockFetch(routes);
  renderWithSession(<WalletSendForm balances={[eth, strk]} initialBalanceId={eth.id} />);
  const amount = screen.getByTestId('send-amount') as HTMLInputElement;
  const address = screen.getByTestId('send-address') as HTMLInputElement;
  const submit = screen.getByTestId('send-submit') as HTMLButtonElement;
  const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });
  return { ...fetch, amount, address, submit, type };
}

describe('address format check', () => {
  it('calls a partial hex address "typing" until the field is left, and junk invalid at once', () => {
    expect(checkAddress('ethereum', '', false)).toEqual({ state: 'empty' });
    expect(checkAddress('ethereum', '0x74Da', false)).toEqual({ state: 'typing' });
    expect(checkAddress('ethereum', '0x74Da', true).state).toBe('invalid');
    expect(checkAddress('ethereum', 'bola', false).state).toBe('invalid');
    expect(checkAddress('ethereum', `${GOOD}00`, false).state).toBe('invalid');
    expect(checkAddress('base', GOOD, false)).toEqual({ state: 'valid' });
    expect(checkAddress('starknet', `0x${'1'.repeat(64)}`, false)).toEqual({ state: 'valid' });
    expect(checkAddress('starknet', `0x${'1'.repeat(65)}`, false).state).toBe('invalid');
  });
});

describe('send to wallet form', () => {
  it('checks the address live for the chosen asset and shows a valid state with a check', () => {
    const { address, type } = setup();
    type(address, 'not-an-address');
    expect(screen.getByTestId('send-address-error').textContent).toBe(
      'Enter a wallet address: 0x followed by 40 hex characters',
    );
    expect(address.getAttribute('aria-invalid')).toBe('true');

    type(address, '0x74Da71');
    expect(screen.queryByTestId('send-address-error')).toBeNull();
    fireEvent.blur(address);
    expect(screen.getByTestId('send-address-error')).toBeTruthy();

    type(address, GOOD);
    expect(screen.queryByTestId('send-address-error')).toBeNull();
    expect(screen.getByTestId('send-address-valid').textContent).toBe('Valid Ethereum address format');
    expect(address.dataset.valid).toBe('true');

    fireEvent.change(screen.getByTestId('send-asset'), { target: { value: strk.id } });
    type(address, '0xZZ');
    expect(screen.getByTestId('send-address-error').textContent).toBe(
      'Enter a Starknet address: 0x followed by up to 64 hex characters',
    );
  });

  it('enables Send to Wallet only with a valid address and an amount within the balance', () => {
    const { amount, address, submit, type } = setup();
    expect(submit.textContent).toContain('Send to Wallet');
    expect(isDisabled(submit)).toBe(true);
    type(amount, '0.5');
    type(address, '0x1234');
    expect(isDisabled(submit)).toBe(true);
    type(address, GOOD);
    expect(isDisabled(submit)).toBe(false);
    type(amount, '1.5');
    expect(isDisabled(submit)).toBe(true);
  });

  it('asks for the fee quote in wallet mode and shows the network fee', async () => {
    const path = `/api/wallets/fees?balance_id=${eth.id}&amount=0.5&mode=wallet`;
    const { amount, type } = setup([
      {
        path,
        body: {
          token_symbol: 'ETH',
          amount: '0.5',
          fees: [
            { label: 'Network fee', amount: '0.00002', usd_value: '0.05' },
            { label: 'Platform fee (0.1%)', amount: '0.0005', usd_value: '1.50' },
          ],
          total_fee: '0.00052',
          total: '0.50052',
          total_usd: '1501.56',
          max_amount: '0.99',
        },
      },
    ]);
    type(amount, '0.5');
    const breakdown = await screen.findByTestId('fee-breakdown');
    await waitFor(() => expect(breakdown.textContent).toContain('Network fee'));
    expect(breakdown.textContent).toContain('Platform fee (0.1%)');
  });

  it('shows server errors as toasts and keeps the idempotency key for a retry', async () => {
    const { amount, address, submit, type, calls } = setup([
      {
        method: 'POST',
        path: '/api/wallets/send-to-wallet',
        status: 422,
        body: { error: 'CHAIN_UNAVAILABLE', message: 'Starknet network not connected' },
      },
    ]);
    type(amount, '0.5');
    type(address, ` ${GOOD} `);
    fireEvent.click(submit);
    expect((await findToast('Starknet network not connected')).dataset.type).toBe('error');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
    fireEvent.click(submit);
    const posts = () => calls.filter((c) => c.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[0]!.body).toEqual({ balance_id: eth.id, amount: '0.5', receiver_address: GOOD });
    expect(posts()[0]!.headers['idempotency-key']).toBeTruthy();
    expect(posts()[1]!.headers['idempotency-key']).toBe(posts()[0]!.headers['idempotency-key']);
  });

  it("on success toasts 'Sent successfully' with the hash linked to the explorer and clears the form", async () => {
    const tx = buildTransaction({
      type: 'withdrawal',
      token_symbol: 'ETH',
      tx_hash: HASH,
      chain: 'ethereum',
      explorer_url: 'https://sepolia.etherscan.io/tx/' + HASH,
    });
    const { amount, address, submit, type } = setup([
      { method: 'POST', path: '/api/wallets/send-to-wallet', body: { data: 'success', txHash: HASH } },
      { path: '/api/transactions?type=withdrawal&asset=ETH&limit=10', body: [tx] },
    ]);
    type(amount, '0.5');
    type(address, GOOD);
    fireEvent.click(submit);
    await waitFor(() => expect(amount.value).toBe(''));
    expect(address.value).toBe('');
    // One success toast, linking the hash to the explorer once the new withdrawal is looked up.
    const toast = await findToast(/^Sent successfully/);
    expect(toast.dataset.type).toBe('success');
    const link = within(toast).getByTestId('send-hash-link');
    expect(link.getAttribute('href')).toBe(tx.explorer_url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(toast).getByTestId('send-reference').dataset.hash).toBe(HASH);
  });
});

describe('send page, Wallet mode', () => {
  it('offers only on-chain assets (no NGN)', async () => {
    mockFetch([{ path: '/api/balances', body: [ngn, eth, strk] }]);
    renderWithSession(<SendPage />);
    fireEvent.click(await screen.findByTestId('send-mode-wallet'));
    const select = (await screen.findByTestId('send-asset')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([eth.id, strk.id]);
    expect(screen.getByTestId('send-address')).toBeTruthy();

    fireEvent.click(screen.getByTestId('send-mode-tag'));
    const tagSelect = (await screen.findByTestId('send-asset')) as HTMLSelectElement;
    expect([...tagSelect.options].map((o) => o.value)).toEqual([ngn.id, eth.id, strk.id]);
    expect(screen.getByTestId('send-recipient')).toBeTruthy();
  });
});
