import { routes, type SendResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';
import { refreshUserLimits } from '../../../lib/user-limits';

export interface SendToTagInput {
  balance_id: string;
  amount: string;
  receiver_tag: string;
  /** One key per user action; a retry of the same action reuses it. */
  idempotencyKey: string;
}

export function sendToTag({ idempotencyKey, ...body }: SendToTagInput): Promise<SendResponse> {
  return callEndpoint(routes.sendToTag, { body, idempotencyKey });
}

export function useSendToTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToTag,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: walletKeys.all }), refreshUserLimits(queryClient)]),
  });
}
