import { routes, type KycMe } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const myKycQueryKey = ['kyc', 'me'] as const;

export function getMyKyc(signal?: AbortSignal): Promise<KycMe> {
  return callEndpoint(routes.myKyc, { signal });
}

/** While a submission is under review, asks again every 30 seconds so a decision shows up by itself. */
export function useMyKyc() {
  return useQuery(
    queryOptions({
      queryKey: myKycQueryKey,
      queryFn: ({ signal }) => getMyKyc(signal),
      refetchInterval: (query) => (query.state.data?.kyc_status === 'pending' ? 30_000 : false),
    }),
  );
}
