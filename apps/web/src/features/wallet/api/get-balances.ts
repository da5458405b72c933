import { routes, type Balance } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getBalances(signal?: AbortSignal): Promise<Balance[]> {
  return callEndpoint(routes.balances, { signal });
}

export function balancesQueryOptions() {
  return queryOptions({ queryKey: walletKeys.balances, queryFn: ({ signal }) => getBalances(signal) });
}

export function useBalances() {
  const query = useQuery(balancesQueryOptions());
  useEffect(() => {
    if (query.error) console.warn('Failed to load balances', query.error);
  }, [query.error]);
  return query;
}
