import type { LiveEvent } from '@app/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from '../../components/ui/toast';
import { adminKeys } from '../../features/admin/api/query-keys';
import { profileQueryKey } from '../../features/auth/api/get-profile';
import { exchangeKeys } from '../../features/exchange/api/query-keys';
import { billKeys } from '../../features/bills/api/query-keys';
import { myKycQueryKey } from '../../features/kyc/api/get-my-kyc';
import { unreadNotificationsQueryKey } from '../../features/notifications/api/get-unread-notifications';
import { walletKeys } from '../../features/wallet/api/query-keys';
import { useBalanceSync } from '../../features/wallet/api/sync-balances';
import { splitKeys } from '../../features/split/api/query-keys';
import { getToken } from '../../lib/auth-token';
import { inNextTask } from '../../lib/next-task';
import { openLiveSocket, liveSocketUrl, type LiveSocket, type LiveStatus } from '../../lib/live-updates/live-socket';
import { LiveStatusContext } from '../../lib/live-updates/live-status';
import { useSession } from '../../lib/session';

/** Which cached queries an event makes stale. */
export function invalidateForEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'balance_update':
      void queryClient.invalidateQueries({ queryKey: walletKeys.balances });
      void queryClient.invalidateQueries({ queryKey: walletKeys.summary });
      void queryClient.invalidateQueries({ queryKey: exchangeKeys.portfolios });
      void queryClient.invalidateQueries({ queryKey: billKeys.ngnBalance });
      void queryClient.invalidateQueries({ queryKey: splitKeys.balances });
      break;
    case 'transaction_update':
      void queryClient.invalidateQueries({ queryKey: walletKeys.transactions });
      void queryClient.invalidateQueries({ queryKey: walletKeys.summary });
      // A swap (manual or auto) is a conversion too.
      void queryClient.invalidateQueries({ queryKey: exchangeKeys.conversions });
      break;
    case 'auto_convert_update':
      void queryClient.invalidateQueries({ queryKey: walletKeys.balances });
      break;
    case 'notification':
      void queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryKey });
      // What the user just did themselves, their screen has said already (ADR 055).
      if (!event.own_action) toast(event.title, { id: `notification-${event.id}` });
      break;
    case 'account_update':
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      break;
    case 'kyc_update':
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: myKycQueryKey });
      break;
    case 'resync':
      refetchEverything(queryClient);
      break;
    case 'payout_update':
      // Owners see their payout move on; admins see the review lists and counts change.
      void queryClient.invalidateQueries({ queryKey: walletKeys.payouts });
      void queryClient.invalidateQueries({ queryKey: adminKeys.payouts });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
      break;
    case 'bill_update':
      void queryClient.invalidateQueries({ queryKey: billKeys.payments });
      break;
    case 'payment_request_update':
      void queryClient.invalidateQueries({ queryKey: splitKeys.requests });
      break;
  }
}

/** Events may have been missed (a reconnect, on our side or the server's): every shown query refetches. */
function refetchEverything(queryClient: QueryClient): void {
  void queryClient.invalidateQueries();
}

/**
 * The live-updates socket for the signed-in user: opened after sign-in, closed on sign-out,
 * reconnecting with backoff in between. Also runs the 30-second balance sync.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  const [status, setStatus] = useState<LiveStatus>('disconnected');
  useBalanceSync(Boolean(userId));

  useEffect(() => {
    if (!userId) return;
    let socket: LiveSocket | undefined;
    // Opened in a task of its own, not in the one running the first screen's effects.
    const cancel = inNextTask(() => {
      socket = openLiveSocket({
        url: liveSocketUrl(),
        getToken,
        onStatus: setStatus,
        onEvent: (event) => invalidateForEvent(queryClient, event),
        // Events sent while we were away are lost.
        onReady: (reconnected) => {
          if (reconnected) refetchEverything(queryClient);
        },
        // The server says the token is dead; a profile refetch gets the 401 that ends the session.
        onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      });
    });
    return () => {
      cancel();
      socket?.close();
    };
  }, [userId, queryClient]);

  return <LiveStatusContext value={userId ? status : 'disconnected'}>{children}</LiveStatusContext>;
}
