import { routes, type SendResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';
import { refreshUserLimits } from '../../../lib/user-limits';

export interface SendToWalletInput {
  balance_id: string;
  amount: string;
  receiver_address: string;
  /** One key per user action; a retry of the same action reuses it. */
  idempotencyKey: string;
}

export function sendToWallet({ idempotencyKey, ...body }: SendToWalletInput): Promise<SendResponse> {
  return callEndpoint(routes.sendToWallet, { body, idempotencyKey });
}

export function useSendToWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToWallet,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: walletKeys.all }), refreshUserLimits(queryClient)]),
  });
}
