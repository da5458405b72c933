import { routes, type AdminAnalytics } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getAnalytics(days: number, signal?: AbortSignal): Promise<AdminAnalytics> {
  return callEndpoint(routes.adminAnalytics, { query: { days }, signal });
}

export function useAnalytics(days: number) {
  return useQuery({
    queryKey: adminKeys.analytics(days),
    queryFn: ({ signal }) => getAnalytics(days, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
