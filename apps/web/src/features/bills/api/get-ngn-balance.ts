import { routes, type Balance } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { billKeys } from './query-keys';

/** Bills are paid from the NGN wallet: its balance, for the form's "Available" line. */
export async function getNgnBalance(signal?: AbortSignal): Promise<Balance | null> {
  const balances = await callEndpoint(routes.balances, { signal });
  return balances.find((b) => b.token_symbol === 'NGN') ?? null;
}

export function ngnBalanceQueryOptions() {
  return queryOptions({ queryKey: billKeys.ngnBalance, queryFn: ({ signal }) => getNgnBalance(signal) });
}

export function useNgnBalance() {
  return useQuery(ngnBalanceQueryOptions());
}
