import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { adminKeys } from '../../features/admin/api/query-keys';
import { profileQueryKey } from '../../features/auth/api/get-profile';
import { exchangeKeys } from '../../features/exchange/api/query-keys';
import { billKeys } from '../../features/bills/api/query-keys';
import { myKycQueryKey } from '../../features/kyc/api/get-my-kyc';
import { unreadNotificationsQueryKey } from '../../features/notifications/api/get-unread-notifications';
import { splitKeys } from '../../features/split/api/query-keys';
import { walletKeys } from '../../features/wallet/api/query-keys';
import { findToast, shownToasts } from '../../test/toasts';
import { invalidateForEvent } from './live-updates-provider';

const invalidated = (event: Parameters<typeof invalidateForEvent>[1]) => {
  const client = new QueryClient();
  const spy = vi.spyOn(client, 'invalidateQueries');
  invalidateForEvent(client, event);
  return spy.mock.calls.map(([filters]) => filters?.queryKey);
};

describe('invalidateForEvent', () => {
  it('a KYC decision refreshes the profile (the KYC guard reads it) and the KYC status', () => {
    expect(invalidated({ type: 'kyc_update', kyc_status: 'verified' })).toEqual([profileQueryKey, myKycQueryKey]);
  });

  it('a freeze or unfreeze refreshes the profile (the frozen banner reads it)', () => {
    expect(invalidated({ type: 'account_update', frozen: true })).toEqual([profileQueryKey]);
  });

  it("a payout moving on refreshes the owner's payouts and the admin lists and overview", () => {
    expect(invalidated({ type: 'payout_update', id: 'p1', status: 'completed' })).toEqual([
      walletKeys.payouts,
      adminKeys.payouts,
      adminKeys.overview,
    ]);
  });

  it('a balance change refreshes balances, totals and the portfolio chart, not the profile', () => {
    expect(invalidated({ type: 'balance_update', asset: 'NGN' })).toEqual([
      walletKeys.balances,
      walletKeys.summary,
      exchangeKeys.portfolios,
      billKeys.ngnBalance,
      splitKeys.balances,
    ]);
  });

  it('a transaction (a swap, an auto-conversion) refreshes the history and the conversions', () => {
    expect(invalidated({ type: 'transaction_update', id: 'x', status: 'completed' })).toEqual([
      walletKeys.transactions,
      walletKeys.summary,
      exchangeKeys.conversions,
    ]);
  });

  it('auto-convert settings changed elsewhere refresh the balances', () => {
    expect(invalidated({ type: 'auto_convert_update', balance_id: 'b' })).toEqual([walletKeys.balances]);
  });

  it('a resync (events may have been missed) refreshes every query, whatever feature it belongs to', () => {
    expect(invalidated({ type: 'resync' })).toEqual([undefined]);
  });

  it('a bill payment that moved refreshes the bill payments (an open result modal among them)', () => {
    expect(invalidated({ type: 'bill_update', id: 'p1', status: 'delivered' })).toEqual([billKeys.payments]);
  });

  it("a share's new status refreshes the payment requests", () => {
    expect(invalidated({ type: 'payment_request_update', request_id: 'r1', item_id: 'i1', status: 'paid' })).toEqual([
      splitKeys.requests,
    ]);
  });

  it('a notification refreshes the unread list and toasts, unless it confirms what the user just did', async () => {
    expect(invalidated({ type: 'notification', id: 'n1', title: 'Money received' })).toEqual([
      unreadNotificationsQueryKey,
    ]);
    expect(invalidated({ type: 'notification', id: 'n2', title: 'Transfer sent', own_action: true })).toEqual([
      unreadNotificationsQueryKey,
    ]);
    await findToast('Money received');
    expect(shownToasts().map((toast) => toast.textContent)).toEqual(['Money received']);
  });
});
