import type { AdminPayout, AdminPayoutStats } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock';
import { renderWithSession } from '../../../../test/render';
import { findToast } from '../../../../test/toasts';
import { PayoutsPage } from './payouts-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '44444444-4444-4444-8444-444444444444';
const base: AdminPayout = {
  id: ID,
  reference: 'po_aaaaaaaaaaaaaaaaaaaa',
  user_id: '55555555-5555-4555-8555-555555555555',
  tag: 'ngozi',
  amount: '1200000.00',
  currency: 'NGN',
  provider: null,
  status: 'requires_approval',
  bank_account: 'GTBank 0123456785',
  bank_name: 'GTBank',
  account_number: '0123456785',
  account_name: 'NGOZI EZE',
  timestamp: '2026-05-01T10:00:00.000Z',
  requires_approval: true,
  kyc_verified: false,
  approved_by: null,
  approvals: [],
  approvals_required: 1,
  source_amount: '1200000',
  source_symbol: 'NGN',
  failure_reason: null,
};
const zero = { requires_approval: 0, pending: 0, processing: 0, completed: 0, failed: 0, reversed: 0 };
const stats: AdminPayoutStats = {
  count: { ...zero, requires_approval: 1, completed: 3 },
  amount: {
    requires_approval: '1200000.00',
    pending: '0.00',
    processing: '0.00',
    completed: '75000.00',
    failed: '0.00',
    reversed: '0.00',
  },
  total: 4,
};

function setup() {
  let current = base;
  const fetch = mockFetch([
    { path: '/api/admin/payouts', body: () => [current] },
    { path: '/api/admin/payouts/stats', body: stats },
    {
      method: 'POST',
      path: `/api/admin/payouts/${ID}/approve`,
      body: () =>
        (current = {
          ...base,
          status: 'pending',
          approved_by: '@demo_admin',
          approvals: [{ admin_id: 'a', admin_tag: 'demo_admin', approved_at: base.timestamp }],
        }),
    },
    {
      method: 'POST',
      path: `/api/admin/payouts/${ID}/reject`,
      body: () => (current = { ...base, status: 'failed', failure_reason: 'Rejected: wrong name' }),
    },
  ]);
  renderWithSession(<PayoutsPage />);
  return fetch;
}

describe('NGN Payouts', () => {
  it('shows counts, the user\'s KYC, and approves with the spec\'s toast and "Approved by"', async () => {
    setup();
    const row = await screen.findByTestId('payout-row');
    expect(row.textContent).toContain('No KYC');
    expect(row.textContent).toContain('₦1,200,000.00');
    expect(
      within(screen.getByTestId('payout-count-requires_approval')).getByTestId('payout-count-requires_approval-value')
        .textContent,
    ).toBe('1');
    fireEvent.click(within(row).getByTestId('payout-approve'));
    await findToast('Payout approved successfully!');
    await waitFor(() =>
      expect(within(screen.getByTestId('payout-row')).getByTestId('payout-approved-by').textContent).toBe(
        'Approved by @demo_admin',
      ),
    );
    expect(screen.queryAllByTestId('payout-approve')).toEqual([]);
  });

  it('rejects only with a reason, and says "Payout rejected." as an error toast', async () => {
    const { calls } = setup();
    const row = await screen.findByTestId('payout-row');
    fireEvent.click(within(row).getByTestId('payout-reject'));
    const dialog = await screen.findByTestId('reject-payout-dialog');
    fireEvent.click(within(dialog).getByTestId('reject-payout-dialog-confirm'));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('reject-payout-dialog-reason'), { target: { value: 'wrong name' } });
    fireEvent.click(within(dialog).getByTestId('reject-payout-dialog-confirm'));
    const toastEl = await findToast('Payout rejected.');
    expect(toastEl.dataset.type).toBe('error');
    expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ reason: 'wrong name' });
  });
});
