import { routes, type CreateSplitResponse, type SplitRecipientInput, type SplitMethod } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { splitKeys } from './query-keys';
import { refreshUserLimits } from '../../../lib/user-limits';

export interface CreateSplitInput {
  balance_id: string;
  total_amount: string;
  method: SplitMethod;
  recipients: SplitRecipientInput[];
  idempotencyKey: string;
}

export function createSplit({ idempotencyKey, ...body }: CreateSplitInput): Promise<CreateSplitResponse> {
  return callEndpoint(routes.createSplit, { body, idempotencyKey });
}

export function useCreateSplit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSplit,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: splitKeys.balances }), refreshUserLimits(queryClient)]),
  });
}
