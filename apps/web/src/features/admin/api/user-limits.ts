import { routes, type Tier, type UserLimits } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getUserLimits(id: string, signal?: AbortSignal): Promise<UserLimits> {
  return callEndpoint(routes.adminUserLimits, { params: { id }, signal });
}

export function useAdminUserLimits(id: string) {
  return useQuery({ queryKey: adminKeys.userLimits(id), queryFn: ({ signal }) => getUserLimits(id, signal) });
}

export function setUserTier(input: { userId: string; tier: Tier; reason: string }): Promise<UserLimits> {
  return callEndpoint(routes.setUserTier, {
    params: { id: input.userId },
    body: { tier: input.tier, reason: input.reason },
  });
}

export function useSetUserTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserTier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
