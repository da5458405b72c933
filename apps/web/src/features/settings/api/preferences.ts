import { routes, type Preferences, type PreferencesUpdate } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const preferencesQueryKey = ['users', 'preferences'] as const;

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => callEndpoint(routes.preferences, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...preferencesQueryOptions(), enabled: options.enabled ?? true });
}

function merge(current: Preferences, update: PreferencesUpdate): Preferences {
  return {
    ...current,
    ...Object.fromEntries(Object.entries(update).filter(([k, v]) => k !== 'notifications' && v !== undefined)),
    notifications: { ...current.notifications, ...update.notifications },
  };
}

/** Saves a change; the screen shows it at once and rolls back if the server refuses. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'preferences', 'update'],
    mutationFn: (body: PreferencesUpdate) => callEndpoint(routes.updatePreferences, { body }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: preferencesQueryKey });
      const previous = queryClient.getQueryData<Preferences>(preferencesQueryKey);
      if (previous) queryClient.setQueryData(preferencesQueryKey, merge(previous, update));
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
}
