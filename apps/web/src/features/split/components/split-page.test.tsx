import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { buildBalance, buildPaymentRequest, buildUser } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { SplitPage } from './split-page';

afterEach(() => vi.unstubAllGlobals());

const ngn = buildBalance({ token_symbol: 'NGN', token_name: 'Nigerian Naira', amount: '20000', decimals: 2 });
const created = buildPaymentRequest();

describe('split page', () => {
  it(
    'moves focus to the request’s status when it replaces the form whose button was pressed',
    { timeout: 15_000 },
    async () => {
      mockFetch([
        { path: '/api/balances', body: [ngn] },
        { path: '/api/payment-requests?direction=received&status=pending', body: [] },
        ...['bola', 'chi'].map((tag) => ({ path: `/api/users/lookup?tag=${tag}`, body: { tag, exists: true } })),
        { method: 'POST', path: '/api/payment-requests', body: created },
        { path: `/api/payment-requests/${created.id}`, body: created },
      ]);
      renderWithSession(<SplitPage />, { path: '/split', session: { user: buildUser({ tag: 'ada' }) } });
      const type = (testId: string, value: string) =>
        fireEvent.change(screen.getByTestId(testId), { target: { value } });
      fireEvent.click(await screen.findByTestId('split-mode-collect'));
      type('split-total', '9000');
      fireEvent.click(screen.getByTestId('split-method-equal'));
      type('split-recipient-tag-0', 'bola');
      type('split-recipient-tag-1', 'chi');
      const submit = screen.getByTestId('split-submit');
      await waitFor(() => expect(isDisabled(submit)).toBe(false), { timeout: 5000 });
      submit.focus();
      fireEvent.click(submit);
      const status = await screen.findByTestId('split-collect-status', {}, { timeout: 5000 });
      await waitFor(() => expect(document.activeElement).toBe(status));
    },
  );
});
