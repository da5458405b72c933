import { routes, type Notification } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';

export const unreadNotificationsQueryKey = ['notifications', 'unread'] as const;

/** Polled every 30 s and on window focus (spec §2 Shell). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export function getUnreadNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return callEndpoint(routes.unreadNotifications, { signal });
}

export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: unreadNotificationsQueryKey,
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** `enabled: false` holds the request back (the bell's, during the first screen). */
export function useUnreadNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...unreadNotificationsQueryOptions(), enabled });
  // Spec §8: a failed load is only logged; the bell just shows nothing new.
  useEffect(() => {
    if (query.error) console.warn('Failed to load notifications', query.error);
  }, [query.error]);
  return query;
}
