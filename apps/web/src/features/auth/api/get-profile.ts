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
    // A failed restore signs the user out; retrying would only delay the sign-in page.
    retry: false,
  });
}

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: options.enabled ?? true });
}
