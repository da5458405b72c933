import { routes } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

const twoFactorKey = ['auth', '2fa'] as const;
const sessionsKey = ['auth', 'sessions'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => callEndpoint(routes.twoFactorStatus, { signal }),
  });
}

export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => callEndpoint(routes.twoFactorSetup, { body: { password } }),
  });
}

export function useToggleTwoFactor(action: 'enable' | 'disable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(action === 'enable' ? routes.twoFactorEnable : routes.twoFactorDisable, { body: { code } }),
    onSuccess: (status) => queryClient.setQueryData(twoFactorKey, status),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      callEndpoint(routes.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => callEndpoint(routes.sessions, { signal }) });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(routes.revokeSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(routes.revokeOtherSessions, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
