import { routes, type Transaction } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return callEndpoint(routes.transaction, { params: { id }, signal });
}

export function transactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: walletKeys.transaction(id),
    queryFn: ({ signal }) => getTransaction(id, signal),
    // A 404 (not found, or not yours) won't change on retry.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function useTransaction(id: string) {
  return useQuery(transactionQueryOptions(id));
}
