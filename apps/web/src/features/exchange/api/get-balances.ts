import { routes, type Balance } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { balancesKey } from './query-keys';

export function getBalances(signal?: AbortSignal): Promise<Balance[]> {
  return callEndpoint(routes.balances, { signal });
}

/** Balances for the swap form and the hub. Load failures are only logged (spec §8) and shown with a retry. */
export function useExchangeBalances() {
  const query = useQuery({ queryKey: balancesKey, queryFn: ({ signal }) => getBalances(signal) });
  useEffect(() => {
    if (query.error) console.warn('Failed to load balances', query.error);
  }, [query.error]);
  return query;
}
