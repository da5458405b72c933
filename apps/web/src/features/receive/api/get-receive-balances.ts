import { routes, type Balance } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The wallet feature's balances key on purpose: one cache entry for GET /balances, refreshed by
 * the same live events (features don't import each other, so the key is repeated here).
 */
export const receiveBalancesKey = ['wallet', 'balances'] as const;

export function getReceiveBalances(signal?: AbortSignal): Promise<Balance[]> {
  return callEndpoint(routes.balances, { signal });
}

/** Balances with their deposit addresses. Load failures are only logged (spec §8). */
export function useReceiveBalances() {
  const query = useQuery({ queryKey: receiveBalancesKey, queryFn: ({ signal }) => getReceiveBalances(signal) });
  useEffect(() => {
    if (query.error) console.warn('Failed to load balances', query.error);
  }, [query.error]);
  return query;
}
