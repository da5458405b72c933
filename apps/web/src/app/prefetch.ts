import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../features/auth/api/get-profile';
import { preferencesQueryOptions } from '../features/settings/api/preferences';
import { dashboardSummaryQueryOptions } from '../features/wallet/api/get-dashboard-summary';
import { balancesQueryOptions } from '../features/wallet/api/get-balances';
import { recentTransactionsQueryOptions } from '../features/wallet/api/get-transactions';
import { getToken } from '../lib/auth-token';
import { paths } from '../paths';

/** The data a first visit to a signed-in screen waits for, asked for at once. */
const screens: Record<string, (queryClient: QueryClient) => Promise<unknown>[]> = {
  [paths.home]: prefetchDashboard,
  [paths.dashboard]: prefetchDashboard,
};

function prefetchDashboard(queryClient: QueryClient): Promise<unknown>[] {
  return [
    queryClient.prefetchQuery(balancesQueryOptions()),
    queryClient.prefetchQuery(dashboardSummaryQueryOptions()),
    queryClient.prefetchQuery(recentTransactionsQueryOptions()),
  ];
}

/**
 * Runs before React renders. Without it, the first screen's requests wait in line: the entry
 * script, then the session check, then the screen's data. Here they start together (the screen's
 * code is preloaded by the page itself, see vite.config.ts); the queries later pick up the same
 * promises. Settles when they all have, failed or not (a failure is the screen's to show).
 */
export function startPrefetch(queryClient: QueryClient, pathname: string): Promise<void> {
  if (!getToken()) return Promise.resolve();
  return Promise.allSettled([
    queryClient.prefetchQuery(profileQueryOptions()),
    queryClient.prefetchQuery(preferencesQueryOptions()),
    ...(screens[pathname]?.(queryClient) ?? []),
  ]).then(() => undefined);
}
