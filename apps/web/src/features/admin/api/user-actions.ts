import { routes } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export type UserAction =
  | { kind: 'approve-kyc'; userId: string }
  | { kind: 'reject-kyc'; userId: string; reason: string }
  | { kind: 'freeze'; userId: string; reason: string }
  | { kind: 'unfreeze'; userId: string; reason: string };

/** KYC decisions go through the existing admin KYC endpoints; freezes through the freeze endpoints. */
export async function runUserAction(action: UserAction): Promise<void> {
  const params = { id: action.userId };
  switch (action.kind) {
    case 'approve-kyc':
      await callEndpoint(routes.approveKyc, { params });
      return;
    case 'reject-kyc':
      await callEndpoint(routes.rejectKyc, { params, body: { reason: action.reason } });
      return;
    case 'freeze':
      await callEndpoint(routes.freezeUser, { params, body: { reason: action.reason } });
      return;
    case 'unfreeze':
      await callEndpoint(routes.unfreezeUser, { params, body: { reason: action.reason } });
  }
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
