import { routes, type DashboardSummary } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';

/** The wallet feature's summary key on purpose (one cache entry, refreshed by the same live events). */
export const summaryKey = ['wallet', 'dashboard-summary'] as const;

export function getSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return callEndpoint(routes.dashboardSummary, { signal });
}

/** Portfolio totals in USD and NGN for the hub's header. */
export function usePortfolioTotals() {
  const query = useQuery({ queryKey: summaryKey, queryFn: ({ signal }) => getSummary(signal) });
  useEffect(() => {
    if (query.error) console.warn('Failed to load the portfolio totals', query.error);
  }, [query.error]);
  return query;
}
