import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../../lib/auth-token';
import { buildTransaction } from '../../../../test/factories';
import { mockFetch } from '../../../../test/fetch-mock';
import { testQueryClient } from '../../../../test/render';
import { findToast } from '../../../../test/toasts';
import { TransactionDetailPage } from './transaction-detail-page';

const clicks: string[] = [];
beforeEach(() => {
  setToken('session-token');
  clicks.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

function renderTx(tx: ReturnType<typeof buildTransaction>, receipt: { status?: number; body?: unknown } = {}) {
  const { calls } = mockFetch([
    { path: `/api/transactions/${tx.id}`, body: tx },
    receipt.status
      ? { path: `/api/transactions/${tx.id}/receipt.pdf`, status: receipt.status, body: receipt.body }
      : { path: `/api/transactions/${tx.id}/receipt.pdf`, text: '%PDF-1.7 receipt' },
  ]);
  const router = createMemoryRouter([{ path: '/transactions/:id', element: <TransactionDetailPage /> }], {
    initialEntries: [`/transactions/${tx.id}`],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('receipt buttons on the transaction detail page', () => {
  it('downloads the PDF with the session token, named after the reference', async () => {
    const tx = buildTransaction({ status: 'completed', tx_hash: 'TX4F7Q2M9KD3HZ8W' });
    const calls = renderTx(tx);
    fireEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    await findToast('Receipt downloaded');
    expect(clicks).toEqual(['naijawallet-receipt-TX4F7Q2M9KD3HZ8W.pdf']);
    const call = calls.find((c) => c.path.endsWith('/receipt.pdf'))!;
    expect(call.headers.authorization).toBe('Bearer session-token');
  });

  it('shares the file itself where the browser can share files', async () => {
    const share = vi.fn(async () => {});
    Object.assign(navigator, { share, canShare: (data: { files?: File[] }) => Boolean(data.files?.length) });
    const tx = buildTransaction({ status: 'completed', tx_hash: 'TXSHARE000000001' });
    renderTx(tx);
    fireEvent.click(await screen.findByRole('button', { name: 'Share receipt' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [data] = share.mock.calls[0]! as unknown as [{ files: File[]; title: string }];
    expect(data.title).toBe('NaijaWallet receipt');
    expect(data.files[0]!.name).toBe('naijawallet-receipt-TXSHARE000000001.pdf');
    expect(data.files[0]!.type).toBe('application/pdf');
    expect(clicks).toEqual([]);
  });

  it('falls back to downloading (and says so) where files cannot be shared', async () => {
    Object.assign(navigator, { share: vi.fn(), canShare: () => false });
    renderTx(buildTransaction({ status: 'completed', tx_hash: 'TXFALLBACK000001' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share receipt' }));
    await findToast("This browser can't share files, so the receipt was downloaded instead.");
    expect(clicks).toEqual(['naijawallet-receipt-TXFALLBACK000001.pdf']);
    expect(navigator.share).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the receipt cannot be had', async () => {
    renderTx(buildTransaction({ status: 'completed' }), {
      status: 422,
      body: { error: 'BUSINESS_RULE', message: 'A receipt is available once the transaction has completed' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    await findToast('A receipt is available once the transaction has completed');
    expect(clicks).toEqual([]);
  });

  it('offers no receipt until the transaction completes', async () => {
    renderTx(buildTransaction({ status: 'pending' }));
    expect((await screen.findByTestId('receipt-unavailable')).textContent).toBe(
      'A receipt will be available once this transaction completes.',
    );
    expect(screen.queryByTestId('receipt-actions')).toBeNull();
  });

  it('offers no receipt for a failed transaction', async () => {
    renderTx(buildTransaction({ status: 'failed' }));
    await screen.findByTestId('transaction-detail');
    expect(screen.queryByTestId('receipt-actions')).toBeNull();
    expect(screen.queryByTestId('receipt-unavailable')).toBeNull();
  });
});
