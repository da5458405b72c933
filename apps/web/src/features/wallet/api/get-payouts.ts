import { routes, type Payout } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getPayouts(signal?: AbortSignal): Promise<Payout[]> {
  return callEndpoint(routes.payouts, { query: { limit: 20 }, signal });
}

/** The user's recent bank payouts; live `payout_update` events refresh it. */
export function usePayouts(enabled = true) {
  return useQuery({ queryKey: walletKeys.payouts, queryFn: ({ signal }) => getPayouts(signal), enabled });
}
