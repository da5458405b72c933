import { routes, type SendToBankResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';
import { refreshUserLimits } from '../../../lib/user-limits';

export interface SendToBankInput {
  balance_id: string;
  amount: string;
  bank_code: string;
  account_number: string;
  /** One key per user action; a retry of the same action reuses it. */
  idempotencyKey: string;
}

export function sendToBank({ idempotencyKey, ...body }: SendToBankInput): Promise<SendToBankResponse> {
  return callEndpoint(routes.sendToBank, { body, idempotencyKey });
}

export function useSendToBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToBank,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: walletKeys.all }), refreshUserLimits(queryClient)]),
  });
}
