import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../features/auth/api/get-profile';
import { preferencesQueryOptions } from '../features/settings/api/preferences';
import { dashboardSummaryQueryOptions } from '../features/wallet/api/get-dashboard-summary';
import { balancesQueryOptions } from '../features/wallet/api/get-balances';
import { recentTransactionsQueryOptions } from '../features/wallet/api/get-transactions';
import { getToken } from '../lib/auth-token';
import { paths } from '../paths';

/** What a first visit to a signed-in screen waits for, started at once: its code and its data. */
const screens: Record<string, (queryClient: QueryClient) => void> = {
  [paths.home]: prefetchDashboard,
  [paths.dashboard]: prefetchDashboard,
};

function prefetchDashboard(queryClient: QueryClient) {
  void import('./routes/dashboard');
  void queryClient.prefetchQuery(balancesQueryOptions());
  void queryClient.prefetchQuery(dashboardSummaryQueryOptions());
  void queryClient.prefetchQuery(recentTransactionsQueryOptions());
}

/**
 * Runs before React renders. Without it, the first screen's requests wait in line: the entry
 * script, then the route's code, then the session check, then the screen's data. Here they all
 * start together; the router and the queries later pick up the same promises.
 */
export function startPrefetch(queryClient: QueryClient, pathname: string): void {
  if (!getToken()) {
    void import('./routes/auth');
    return;
  }
  void import('./layout/app-shell-route');
  void queryClient.prefetchQuery(profileQueryOptions());
  void queryClient.prefetchQuery(preferencesQueryOptions());
  screens[pathname]?.(queryClient);
}
