import { routes, type User } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const profileQueryKey = ['users', 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<User> {
  return callEndpoint(routes.profile, { signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60_000,
    // The app's retry rule: a token the server rejects (4xx) fails at once and signs the user out;
    // the server out of reach is tried twice more before the session gate says so.
  });
}

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: options.enabled ?? true });
}
