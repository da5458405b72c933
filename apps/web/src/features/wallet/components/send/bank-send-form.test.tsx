import type { Payout } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '../../../../test/dom';
import { buildBalance } from '../../../../test/factories';
import { mockFetch, type MockRoute } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { findToast } from '../../../../test/toasts';
import { BankSendForm } from './bank-send-form';

afterEach(() => vi.unstubAllGlobals());

const ngn = buildBalance({
  token_symbol: 'NGN',
  token_name: 'Nigerian Naira',
  amount: '100000',
  decimals: 2,
  chain: null,
});
// GTBank (058): serial 012345678 has check digit 5.
const GOOD = '0123456785';
const banks = [
  { code: '058', name: 'GTBank' },
  { code: '044', name: 'Access Bank' },
];
const quote = {
  token_symbol: 'NGN',
  amount: '5000',
  fees: [
    { label: 'Platform fee (0.1%)', amount: '5', usd_value: '0.00' },
    { label: 'Fiat conversion fee', amount: '7750.01', usd_value: '5.00' },
  ],
  total_fee: '7755.01',
  total: '12755.01',
  total_usd: '8.23',
  max_amount: '92174.05',
  ngn_amount: '5000.00',
};
const payout = (status: Payout['status']): Payout => ({
  id: '22222222-2222-4222-8222-222222222222',
  reference: 'po_abcdefghjkmnpqrstvwx',
  status,
  amount: '5000.00',
  currency: 'NGN',
  source_amount: '5000',
  source_symbol: 'NGN',
  fee: '7755.01',
  rate: null,
  bank_code: '058',
  bank_name: 'GTBank',
  account_number: GOOD,
  account_name: 'ADAEZE OKAFOR',
  provider: status === 'processing' ? 'paystack' : null,
  requires_approval: false,
  failure_reason: null,
  transaction_id: '33333333-3333-4333-8333-333333333333',
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
});

function setup(routes: MockRoute[] = []) {
  const fetch = mockFetch([
    { path: '/api/banks', body: banks },
    { path: `/api/wallets/fees?balance_id=${ngn.id}&amount=5000&mode=bank`, body: quote },
    ...routes,
  ]);
  renderWithSession(<BankSendForm balances={[ngn]} initialBalanceId={ngn.id} />);
  const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
  return { ...fetch, type, submit: () => screen.getByTestId('send-submit') };
}

describe('send to bank form', () => {
  it('enables Withdraw to Bank only once the bank has named the account holder', async () => {
    const { type, submit, calls } = setup([
      { method: 'POST', path: '/api/payouts/resolve', body: { account_name: 'ADAEZE OKAFOR' } },
    ]);
    expect(submit().textContent).toContain('Withdraw to Bank');
    await waitFor(() => expect(screen.getByRole('option', { name: 'GTBank' })).toBeTruthy());
    type('send-amount', '5000');
    type('send-account-number', '01234-56785x');
    expect((screen.getByTestId('send-account-number') as HTMLInputElement).value).toBe(GOOD);
    expect(isDisabled(submit())).toBe(true); // no bank yet: nothing to check the number against
    expect(calls.some((c) => c.path === '/api/payouts/resolve')).toBe(false);

    type('send-bank', '058');
    expect((await screen.findByTestId('bank-account-name')).textContent).toContain('ADAEZE OKAFOR');
    expect(calls.find((c) => c.path === '/api/payouts/resolve')?.body).toEqual({
      bank_code: '058',
      account_number: GOOD,
    });
    await waitFor(() => expect(isDisabled(submit())).toBe(false));

    // Another bank: the check digit no longer fits, the name goes and the button disables.
    type('send-bank', '044');
    expect(screen.queryByTestId('bank-account-name')).toBeNull();
    expect(isDisabled(submit())).toBe(true);
  });

  it('says so when the account does not exist', async () => {
    const { type, submit } = setup([
      {
        method: 'POST',
        path: '/api/payouts/resolve',
        status: 422,
        body: { error: 'ACCOUNT_NOT_FOUND', message: 'Account not found' },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('option', { name: 'GTBank' })).toBeTruthy());
    type('send-amount', '5000');
    type('send-bank', '058');
    type('send-account-number', GOOD);
    expect((await screen.findByTestId('bank-account-error')).textContent).toContain('Account not found');
    expect(isDisabled(submit())).toBe(true);
  });

  it('shows the bank-mode fee breakdown with what the account receives', async () => {
    const { type } = setup();
    type('send-amount', '5000');
    const breakdown = await screen.findByTestId('fee-breakdown');
    await waitFor(() => expect(breakdown.textContent).toContain('Fiat conversion fee'));
    expect(breakdown.textContent).toContain('Bank account receives');
    expect(breakdown.textContent).toContain('₦5,000.00');
  });

  it('withdraws with an Idempotency-Key, says so, and then shows the payout status', async () => {
    let listed: Payout[] = [];
    const { type, submit, calls } = setup([
      { method: 'POST', path: '/api/payouts/resolve', body: { account_name: 'ADAEZE OKAFOR' } },
      {
        method: 'POST',
        path: '/api/wallets/send-to-bank',
        body: () => {
          listed = [payout('processing')];
          return { data: 'success', txHash: 'po_abcdefghjkmnpqrstvwx', payout_id: listed[0]!.id, status: 'pending' };
        },
      },
      { path: '/api/payouts?limit=20', body: () => listed },
    ]);
    await waitFor(() => expect(screen.getByRole('option', { name: 'GTBank' })).toBeTruthy());
    type('send-amount', '5000');
    type('send-bank', '058');
    type('send-account-number', GOOD);
    await screen.findByTestId('bank-account-name');
    await waitFor(() => expect(isDisabled(submit())).toBe(false));
    fireEvent.click(submit());

    await findToast('Withdrawal initiated successfully!');
    const sent = calls.find((c) => c.path === '/api/wallets/send-to-bank')!;
    expect(sent.body).toEqual({ balance_id: ngn.id, amount: '5000', bank_code: '058', account_number: GOOD });
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const status = await screen.findByTestId('payout-status');
    expect(status.dataset.status).toBe('processing');
    expect(screen.getByTestId('payout-status-title').textContent).toBe('Sending to GTBank');
    // The form is ready for the next one.
    expect((screen.getByTestId('send-account-number') as HTMLInputElement).value).toBe('');
  });
});
