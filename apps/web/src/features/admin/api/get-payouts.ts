import { routes, type AdminPayout, type AdminPayoutStats, type PayoutStatus } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getAdminPayouts(
  query: { status?: PayoutStatus; q?: string },
  signal?: AbortSignal,
): Promise<AdminPayout[]> {
  return callEndpoint(routes.adminPayouts, { query, signal });
}

export function getPayoutStats(signal?: AbortSignal): Promise<AdminPayoutStats> {
  return callEndpoint(routes.adminPayoutStats, { signal });
}

/** Refreshed by `payout_update` events, which admins receive for every payout. */
export function useAdminPayouts(filters: { status?: PayoutStatus; q?: string }) {
  return useQuery({
    queryKey: adminKeys.payoutList(filters),
    queryFn: ({ signal }) => getAdminPayouts(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePayoutStats() {
  return useQuery({ queryKey: adminKeys.payoutStats, queryFn: ({ signal }) => getPayoutStats(signal) });
}
