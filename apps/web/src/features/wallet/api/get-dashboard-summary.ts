import { routes, type DashboardSummary } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return callEndpoint(routes.dashboardSummary, { signal });
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({ queryKey: walletKeys.summary, queryFn: ({ signal }) => getDashboardSummary(signal) });
}

export function useDashboardSummary() {
  const query = useQuery(dashboardSummaryQueryOptions());
  useEffect(() => {
    if (query.error) console.warn('Failed to load the dashboard summary', query.error);
  }, [query.error]);
  return query;
}
