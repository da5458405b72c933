import type { BillCatalog, BillPayResponse } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { buildBalance } from '../../../test/factories';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { BillForm } from './bill-form';

afterEach(() => vi.unstubAllGlobals());

const catalog: BillCatalog = [
  {
    id: 'electricity',
    name: 'Electricity',
    account_label: 'Meter Number',
    providers: [
      {
        id: 'ikeja-electric',
        name: 'IKEDC',
        min_amount: '500.00',
        max_amount: '300000.00',
        variations: [
          { code: 'prepaid', name: 'Prepaid', amount: null },
          { code: 'postpaid', name: 'Postpaid', amount: null },
        ],
      },
    ],
  },
  {
    id: 'airtime',
    name: 'Airtime',
    account_label: 'Phone Number',
    providers: [{ id: 'mtn', name: 'MTN', min_amount: '50.00', max_amount: '50000.00', variations: [] }],
  },
];

const customer = {
  customer_name: 'ADAEZE OKAFOR',
  account_number: '62104417865',
  address: '12 Allen Avenue, Ikeja',
  meter_type: 'prepaid',
  min_amount: '500.00',
  current_bouquet: null,
  due_date: null,
  renewal_amount: null,
};
const delivered: BillPayResponse = {
  data: 'success',
  txHash: 'TXABCDEFGHJKMNPQ',
  status: 'delivered',
  token: '12345678901234567890',
  units: '23.8 kWh',
  payment_id: '00000000-0000-4000-8000-0000000000aa',
};

function setup(extra: MockRoute[] = []) {
  const fetch = mockFetch([
    { path: '/api/balances', body: [buildBalance({ token_symbol: 'NGN', amount: '10000', decimals: 2 })] },
    { method: 'POST', path: '/api/bills/verify', body: customer },
    ...extra,
  ]);
  renderWithSession(<BillForm catalog={catalog} />);
  const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
  return { ...fetch, type, pay: screen.getByTestId('bills-pay') };
}

describe('the Pay Bills form', () => {
  it('labels the account field by category; a new category clears provider and account but keeps the amount', () => {
    const { type } = setup();
    expect(screen.getByLabelText('Meter Number')).toBeTruthy();
    type('bills-provider', 'ikeja-electric');
    type('bills-account', '62104417865');
    type('bills-amount', '5000');
    fireEvent.click(screen.getByTestId('bills-category-airtime'));
    expect(screen.getByLabelText('Phone Number')).toBeTruthy();
    expect((screen.getByTestId('bills-provider') as HTMLSelectElement).value).toBe('');
    expect((screen.getByTestId('bills-account') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('bills-amount') as HTMLInputElement).value).toBe('5000');
    expect(screen.getByTestId('bills-provider').textContent).toContain('Select a provider');
  });

  it('names the customer before Pay Now, and sums the amount and the ₦50 fee exactly', async () => {
    const { type, pay } = setup();
    type('bills-provider', 'ikeja-electric');
    type('bills-account', '62104417865');
    type('bills-amount', '1234.56');
    expect(isDisabled(pay)).toBe(true);
    expect((await screen.findByTestId('bills-customer-name', {}, { timeout: 5000 })).textContent).toBe('ADAEZE OKAFOR');
    const summary = screen.getByTestId('bills-summary');
    expect(summary.textContent).toContain('IKEDC Electricity (Prepaid)');
    expect(summary.textContent).toContain('Service fee₦50.00');
    expect(screen.getByTestId('bills-total').textContent).toBe('₦1,284.56');
    expect(isDisabled(pay)).toBe(false);
    expect(pay.textContent).toBe('Pay Now');
  });

  it("keeps Pay Now off outside the provider's limits and beyond the balance", async () => {
    const { type, pay } = setup();
    type('bills-provider', 'ikeja-electric');
    type('bills-account', '62104417865');
    await screen.findByTestId('bills-customer-name', {}, { timeout: 5000 });
    type('bills-amount', '499');
    expect(screen.getByTestId('bills-amount-warning').textContent).toBe(
      'Amount must be between ₦500.00 and ₦300,000.00 for IKEDC',
    );
    expect(isDisabled(pay)).toBe(true);
    type('bills-amount', '9951');
    expect(screen.getByTestId('bills-amount-warning').textContent).toContain('Insufficient balance');
    type('bills-amount', '9950');
    expect(isDisabled(pay)).toBe(false);
  });

  it('pays with an Idempotency-Key and shows the token in large digits; the form clears', async () => {
    const { type, pay, calls } = setup([
      { method: 'POST', path: '/api/bills/pay', body: delivered },
      { path: `/api/bills/payments/${delivered.payment_id}`, status: 500, body: { error: 'X', message: 'later' } },
    ]);
    type('bills-provider', 'ikeja-electric');
    type('bills-account', '62104417865');
    type('bills-amount', '5000');
    await screen.findByTestId('bills-customer-name', {}, { timeout: 5000 });
    fireEvent.click(pay);
    const modal = await screen.findByTestId('bills-result-modal');
    expect(within(modal).getByRole('heading').textContent).toBe('Payment Successful!');
    expect(modal.textContent).toContain('Your electricity bill has been paid successfully.');
    expect(screen.getByTestId('bills-token-value').textContent).toBe('1234 5678 9012 3456 7890');
    expect(screen.getByTestId('bills-result-reference').textContent).toBe('TXABCDEFGHJKMNPQ');
    const request = calls.find((c) => c.path === '/api/bills/pay')!;
    expect(request.body).toEqual({
      provider: 'ikeja-electric',
      account_number: '62104417865',
      amount: '5000',
      variation_code: 'prepaid',
    });
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect((screen.getByTestId('bills-account') as HTMLInputElement).value).toBe(''));
  });

  it('a failed payment says so and keeps the form for another try', async () => {
    const failed = { ...delivered, status: 'failed' as const, message: 'The biller could not complete the payment.' };
    delete (failed as Partial<BillPayResponse>).token;
    const { type, pay } = setup([{ method: 'POST', path: '/api/bills/pay', body: failed }]);
    type('bills-provider', 'ikeja-electric');
    type('bills-account', '62104417865');
    type('bills-amount', '5000');
    await screen.findByTestId('bills-customer-name', {}, { timeout: 5000 });
    fireEvent.click(pay);
    const modal = await screen.findByTestId('bills-result-modal');
    expect(within(modal).getByRole('heading').textContent).toBe('Payment Failed');
    expect(modal.textContent).toContain('Unable to process your payment. Please try again.');
    expect(within(modal).getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect((screen.getByTestId('bills-account') as HTMLInputElement).value).toBe('62104417865');
  });

  it("shows the server's refusal (422) in the form's banner, with no modal", async () => {
    const { type, pay } = setup([
      {
        method: 'POST',
        path: '/api/bills/pay',
        status: 422,
        body: { error: 'UNKNOWN_CUSTOMER', message: 'Customer not found. Check the number and try again.' },
      },
    ]);
    type('bills-provider', 'ikeja-electric');
    type('bills-account', '62104417865');
    type('bills-amount', '5000');
    await screen.findByTestId('bills-customer-name', {}, { timeout: 5000 });
    fireEvent.click(pay);
    expect((await screen.findByTestId('bills-error')).textContent).toBe(
      'Customer not found. Check the number and try again.',
    );
    expect(screen.queryByTestId('bills-result-modal')).toBeNull();
  });
});
