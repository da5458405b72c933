import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { buildBalance, buildPaymentRequest, buildUser } from '../../../test/factories';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { SplitBuilder } from './split-builder';

afterEach(() => vi.unstubAllGlobals());

const ngn = buildBalance({
  id: '22222222-2222-4222-8222-222222222222',
  token_symbol: 'NGN',
  token_name: 'Nigerian Naira',
  amount: '20000',
  decimals: 2,
});
const known = new Set(['bola', 'chi', 'dayo']);
const lookups: MockRoute[] = ['bola', 'chi', 'dayo', 'ghost_x'].map((tag) => ({
  path: `/api/users/lookup?tag=${tag}`,
  body: { tag, exists: known.has(tag) },
}));

function setup(extra: MockRoute[] = []) {
  const fetch = mockFetch([...lookups, ...extra]);
  const onRequested = vi.fn();
  renderWithSession(<SplitBuilder balances={[ngn]} onRequested={onRequested} />, {
    session: { user: buildUser({ tag: 'ada' }) },
  });
  const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
  const current = () =>
    screen.getByTestId('split-stepper').querySelector('[aria-current="step"]')?.getAttribute('data-testid');
  return { ...fetch, type, current, onRequested };
}

describe('the split builder', () => {
  it('moves through Amount, Method and Recipients as the spec says, starting with two rows', () => {
    const { type, current } = setup();
    expect(current()).toBe('split-stepper-0');
    expect(screen.queryByTestId('split-method-equal')).toBeNull();
    type('split-total', '10000');
    expect(current()).toBe('split-stepper-1');
    fireEvent.click(screen.getByTestId('split-method-equal'));
    expect(current()).toBe('split-stepper-2');
    expect(screen.getAllByTestId('split-recipient')).toHaveLength(2);
    // Remove shows only above two rows.
    expect(screen.queryByTestId('split-recipient-remove-0')).toBeNull();
    fireEvent.click(screen.getByTestId('split-add-recipient'));
    expect(screen.getAllByTestId('split-recipient')).toHaveLength(3);
    expect(screen.getByTestId('split-recipient-remove-0')).toBeTruthy();
    fireEvent.click(screen.getByTestId('split-recipient-remove-2'));
    expect(screen.getAllByTestId('split-recipient')).toHaveLength(2);
  });

  it('shares ₦10,000 three ways exactly and checks each tag against the server', async () => {
    const { type, current } = setup();
    type('split-total', '10000');
    fireEvent.click(screen.getByTestId('split-method-equal'));
    fireEvent.click(screen.getByTestId('split-add-recipient'));
    expect(['0', '1', '2'].map((i) => screen.getByTestId(`split-recipient-share-${i}`).textContent)).toEqual([
      '₦3,333.34',
      '₦3,333.33',
      '₦3,333.33',
    ]);
    type('split-recipient-tag-0', '@bola');
    type('split-recipient-tag-1', 'ghost_x');
    type('split-recipient-tag-2', 'ADA');
    await waitFor(() => expect(screen.getByTestId('split-recipient-check-0').dataset.status).toBe('found'), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByTestId('split-recipient-check-1').dataset.status).toBe('missing'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('split-recipient-check-2').dataset.status).toBe('self');
    expect(screen.getByTestId('split-recipient-check-1').textContent).toContain('No user has this tag');
    expect(isDisabled(screen.getByTestId('split-submit'))).toBe(true);
    type('split-recipient-tag-1', 'chi');
    type('split-recipient-tag-2', 'dayo');
    await waitFor(() => expect(current()).toBe('split-stepper-3'), { timeout: 5000 });
    expect(isDisabled(screen.getByTestId('split-submit'))).toBe(false);
  });

  it("says 'Adjust percentages' until they add up to 100 (within 0.01), then 'Perfect split!'", async () => {
    const { type } = setup();
    type('split-total', '10000');
    fireEvent.click(screen.getByTestId('split-method-percentage'));
    type('split-recipient-tag-0', 'bola');
    type('split-recipient-tag-1', 'chi');
    type('split-recipient-percent-0', '60');
    type('split-recipient-percent-1', '30');
    expect(screen.getByTestId('split-summary-verdict').textContent).toBe('Adjust percentages');
    expect(screen.getByTestId('split-summary-percent').textContent).toBe('90.00%');
    expect(screen.getByTestId('split-recipient-share-1').textContent).toBe('₦3,000.00');
    type('split-recipient-percent-1', '40');
    expect(screen.getByTestId('split-summary-verdict').textContent).toBe('Perfect split!');
    expect(screen.getByTestId('split-summary-total').textContent).toBe('₦10,000.00');
  });

  it('carries what a method worked out into the next one: equal percentages, then the shares as custom amounts', () => {
    const { type } = setup();
    type('split-total', '10000');
    fireEvent.click(screen.getByTestId('split-method-equal'));
    fireEvent.click(screen.getByTestId('split-add-recipient'));
    const percent = (i: number) => (screen.getByTestId(`split-recipient-percent-${i}`) as HTMLInputElement).value;
    const amount = (i: number) => (screen.getByTestId(`split-recipient-amount-${i}`) as HTMLInputElement).value;
    // Spec §4: equal sets each percentage to 100 / count (shared so they add up to exactly 100).
    fireEvent.click(screen.getByTestId('split-method-percentage'));
    expect([0, 1, 2].map(percent)).toEqual(['33.34', '33.33', '33.33']);
    expect(screen.getByTestId('split-summary-verdict').textContent).toBe('Perfect split!');
    type('split-recipient-percent-0', '50');
    type('split-recipient-percent-1', '25');
    type('split-recipient-percent-2', '25');
    // Custom leaves the amounts as the percentages made them.
    fireEvent.click(screen.getByTestId('split-method-custom'));
    expect([0, 1, 2].map(amount)).toEqual(['5000', '2500', '2500']);
  });

  it("sends the split with an Idempotency-Key and toasts 'Split payment sent successfully!'", async () => {
    const { type, calls } = setup([
      {
        method: 'POST',
        path: '/api/splits',
        body: {
          data: 'success',
          txHash: 'TXSPLIT000000000',
          recipients: [
            { tag: 'bola', amount: '7500' },
            { tag: 'chi', amount: '2500' },
          ],
        },
      },
    ]);
    type('split-total', '10000');
    fireEvent.click(screen.getByTestId('split-method-percentage'));
    type('split-recipient-tag-0', 'bola');
    type('split-recipient-tag-1', 'chi');
    type('split-recipient-percent-0', '75');
    type('split-recipient-percent-1', '25');
    const submit = screen.getByTestId('split-submit');
    await waitFor(() => expect(isDisabled(submit)).toBe(false), { timeout: 5000 });
    expect(submit.textContent).toBe('Send Split Payment');
    fireEvent.click(submit);
    await findToast('Split payment sent successfully!');
    const sent = calls.find((c) => c.path === '/api/splits')!;
    expect(sent.body).toEqual({
      balance_id: ngn.id,
      total_amount: '10000',
      method: 'percentage',
      recipients: [
        { tag: 'bola', percentage: 75 },
        { tag: 'chi', percentage: 25 },
      ],
    });
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((screen.getByTestId('split-total') as HTMLInputElement).value).toBe('');
  });

  it('in collect mode asks for the shares with a note and hands the request to the status view', async () => {
    const created = buildPaymentRequest({ method: 'custom' });
    const { type, calls, onRequested } = setup([{ method: 'POST', path: '/api/payment-requests', body: created }]);
    fireEvent.click(screen.getByTestId('split-mode-collect'));
    type('split-total', '9000');
    fireEvent.click(screen.getByTestId('split-method-custom'));
    type('split-recipient-tag-0', 'bola');
    type('split-recipient-tag-1', 'chi');
    type('split-recipient-amount-0', '5000');
    type('split-recipient-amount-1', '3000');
    expect(screen.getByTestId('split-summary-verdict').textContent).toBe('Adjust amounts');
    type('split-recipient-amount-1', '4000');
    type('split-note', 'Dinner');
    const submit = screen.getByTestId('split-submit');
    await waitFor(() => expect(isDisabled(submit)).toBe(false), { timeout: 5000 });
    expect(submit.textContent).toBe('Request Payments');
    fireEvent.click(submit);
    await waitFor(() => expect(onRequested).toHaveBeenCalledWith(created), { timeout: 5000 });
    expect(calls.find((c) => c.path === '/api/payment-requests')!.body).toEqual({
      asset_symbol: 'NGN',
      total_amount: '9000',
      method: 'custom',
      recipients: [
        { tag: 'bola', amount: '5000' },
        { tag: 'chi', amount: '4000' },
      ],
      note: 'Dinner',
    });
  });
});
