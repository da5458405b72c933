import { routes, type Balance } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { splitKeys } from './query-keys';

export function getSplitBalances(signal?: AbortSignal): Promise<Balance[]> {
  return callEndpoint(routes.balances, { signal });
}

/** The balances a split can be paid from (refreshed live with every balance change). */
export function splitBalancesQueryOptions() {
  return queryOptions({ queryKey: splitKeys.balances, queryFn: ({ signal }) => getSplitBalances(signal) });
}

export function useSplitBalances() {
  return useQuery(splitBalancesQueryOptions());
}
