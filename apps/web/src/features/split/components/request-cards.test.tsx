import type { PaymentRequest } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { buildPaymentRequest } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { ReceivedRequestCard } from './received-request-card';
import { RequestStatusCard } from './request-status-card';
import { RequestsView } from './requests-view';

afterEach(() => vi.unstubAllGlobals());

const item = (over: Partial<PaymentRequest['items'][number]>) => ({
  id: '44444444-4444-4444-8444-444444444444',
  tag: 'bola',
  amount: '4500',
  status: 'pending' as const,
  tx_hash: null,
  updated_at: '2026-01-01T10:00:00.000Z',
  reminded_at: null,
  reminder_count: 0,
  next_reminder_at: null,
  ...over,
});

const request = (items: PaymentRequest['items'], direction: 'sent' | 'received' = 'sent'): PaymentRequest =>
  buildPaymentRequest({
    id: '55555555-5555-4555-8555-555555555555',
    direction,
    items,
    collected_amount: String(items.filter((i) => i.status === 'paid').reduce((a, i) => a + Number(i.amount), 0)),
  });

describe('request status card (the requester’s view)', () => {
  it('shows each person’s status and what is collected; reminders wait out their interval', () => {
    mockFetch([]);
    const next = '2026-01-01T11:00:00.000Z';
    renderWithSession(
      <RequestStatusCard
        request={request([
          item({ id: '44444444-4444-4444-8444-000000000001', tag: 'bola', status: 'paid', tx_hash: 'TX1' }),
          item({
            id: '44444444-4444-4444-8444-000000000002',
            tag: 'chi',
            reminded_at: '2026-01-01T10:00:00.000Z',
            reminder_count: 1,
            next_reminder_at: next,
          }),
        ])}
      />,
    );
    const people = screen.getAllByTestId('split-request-person');
    expect(people.map((p) => within(p).getByTestId('split-request-person-status').textContent)).toEqual([
      'Paid',
      'Pending',
    ]);
    expect(screen.getByTestId('split-request-collected').textContent).toBe('₦4,500.00 of ₦9,000.00');
    expect(within(people[0]!).queryByTestId('split-request-remind')).toBeNull();
    const remind = within(people[1]!).getByTestId('split-request-remind');
    expect(isDisabled(remind)).toBe(true);
    expect(remind.textContent).toContain('Remind after');
    expect(screen.getByTestId('split-request-cancel-all')).toBeTruthy();
  });

  it('sends a reminder and offers no cancelling once nothing is pending', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/payment-requests/items/44444444-4444-4444-8444-444444444444/remind',
        body: request([item({})]),
      },
    ]);
    const { unmount } = renderWithSession(<RequestStatusCard request={request([item({})])} />);
    fireEvent.click(screen.getByTestId('split-request-remind'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/remind') && c.method === 'POST')).toBe(true));
    unmount();
    renderWithSession(<RequestStatusCard request={request([item({ status: 'declined' })])} />);
    expect(screen.queryByTestId('split-request-cancel-all')).toBeNull();
  });
});

describe('received request card (the payer’s view)', () => {
  it('offers Pay and Decline while pending, and nothing once paid', () => {
    mockFetch([]);
    const onPay = vi.fn();
    const { unmount } = renderWithSession(
      <ReceivedRequestCard request={request([item({})], 'received')} onPay={onPay} />,
    );
    expect(screen.getByTestId('split-received-card').textContent).toContain('@ada asked you for');
    fireEvent.click(screen.getByTestId('split-received-pay'));
    expect(onPay).toHaveBeenCalled();
    expect(screen.getByTestId('split-received-pay').textContent).toBe('Pay ₦4,500.00');
    unmount();
    renderWithSession(<ReceivedRequestCard request={request([item({ status: 'paid' })], 'received')} onPay={onPay} />);
    expect(screen.getByTestId('split-received-status').textContent).toBe('Paid');
    expect(screen.queryByTestId('split-received-pay')).toBeNull();
    expect(screen.queryByTestId('split-received-decline')).toBeNull();
  });
});

describe('received requests (keyboard)', () => {
  const itemId = '44444444-4444-4444-8444-444444444444';
  /** The server's list of received requests, following the payer's decline as it does live. */
  function serve(routes: Parameters<typeof mockFetch>[0] = []) {
    let status: 'pending' | 'declined' = 'pending';
    const list = () => [request([item({ status })], 'received')];
    return mockFetch([
      { path: '/api/payment-requests?direction=received', body: list },
      {
        method: 'POST',
        path: `/api/payment-requests/items/${itemId}/decline`,
        body: () => ((status = 'declined'), list()[0]),
      },
      ...routes,
    ]);
  }

  it('keeps focus on the request once Decline has gone with its pending status', async () => {
    serve();
    renderWithSession(<RequestsView />);
    const decline = await screen.findByTestId('split-received-decline');
    decline.focus();
    fireEvent.click(decline);
    await waitFor(() => expect(screen.getByTestId('split-received-status').textContent).toBe('Declined'));
    expect(screen.queryByTestId('split-received-decline')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('split-received-card'));
  });

  it('does not show a failed payment’s error again when the dialog was left with Not now', async () => {
    serve([{ method: 'POST', path: `/api/payment-requests/items/${itemId}/pay`, status: 500, body: {} }]);
    renderWithSession(<RequestsView />);
    fireEvent.click(await screen.findByTestId('split-received-pay'));
    fireEvent.click(screen.getByTestId('split-pay-confirm'));
    expect((await screen.findByTestId('split-pay-error')).textContent).toBe('The payment failed. Please try again.');
    fireEvent.click(screen.getByTestId('split-pay-cancel'));
    await waitFor(() => expect(screen.queryByTestId('split-pay-modal')).toBeNull());

    fireEvent.click(await screen.findByTestId('split-received-pay'));
    expect(await screen.findByTestId('split-pay-modal')).toBeTruthy();
    expect(screen.queryByTestId('split-pay-error')).toBeNull();
  });
});
