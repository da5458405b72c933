import { routes, type Bank } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  return callEndpoint(routes.banks, { signal });
}

/** The banks we pay out to; they change rarely. */
export function useBanks() {
  return useQuery({ queryKey: walletKeys.banks, queryFn: ({ signal }) => getBanks(signal), staleTime: 60 * 60_000 });
}
