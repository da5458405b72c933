import { routes, type AdminOverview } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return callEndpoint(routes.adminOverview, { signal });
}

/** Refreshed every 15 s: health and latency move on their own. */
export function useOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => getOverview(signal),
    refetchInterval: 15_000,
  });
}
