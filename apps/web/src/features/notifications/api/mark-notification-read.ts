import { routes, type Notification } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { unreadNotificationsQueryKey } from './get-unread-notifications';

export async function markNotificationRead(id: string): Promise<void> {
  await callEndpoint(routes.markNotificationRead, { params: { id } });
}

/** Removes the notification from the unread list at once; puts it back if the server refuses. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: unreadNotificationsQueryKey });
      const previous = queryClient.getQueryData<Notification[]>(unreadNotificationsQueryKey);
      queryClient.setQueryData<Notification[]>(unreadNotificationsQueryKey, (list) => list?.filter((n) => n.id !== id));
      return { previous };
    },
    onError: (error, _id, context) => {
      console.warn('Failed to mark notification read', error);
      if (context?.previous) queryClient.setQueryData(unreadNotificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryKey }),
  });
}

/**
 * Marks read everything up to `through`, the newest notification on show (one that arrives
 * meanwhile stays unread). Empties the list at once; puts it back if the server refuses.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (through: string) => callEndpoint(routes.markAllNotificationsRead, { query: { through } }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: unreadNotificationsQueryKey });
      const previous = queryClient.getQueryData<Notification[]>(unreadNotificationsQueryKey);
      queryClient.setQueryData<Notification[]>(unreadNotificationsQueryKey, []);
      return { previous };
    },
    onError: (error, _vars, context) => {
      console.warn('Failed to mark notifications read', error);
      if (context?.previous) queryClient.setQueryData(unreadNotificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryKey }),
  });
}
