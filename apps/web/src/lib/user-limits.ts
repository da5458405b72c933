import { routes, type UserLimits } from '@app/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/**
 * The signed-in user's tier and what is left of today's sending limit. Shared by every screen
 * that sends money (Send, Bills, Split) and Settings; each of them refreshes it after a payment.
 */
export const userLimitsKey = ['users', 'limits'] as const;

export function getUserLimits(signal?: AbortSignal): Promise<UserLimits> {
  return callEndpoint(routes.userLimits, { signal });
}

export function userLimitsQueryOptions() {
  return queryOptions({ queryKey: userLimitsKey, queryFn: ({ signal }) => getUserLimits(signal), staleTime: 10_000 });
}

export function useUserLimits() {
  return useQuery(userLimitsQueryOptions());
}

/** After any payment out: what is left today has changed. */
export const refreshUserLimits = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userLimitsKey });
