import { routes, type SwapResult } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { balancesKey, exchangeKeys } from './query-keys';

export interface ExecuteSwapInput {
  quote_id: string;
  /** One key per user action; a retry of the same action reuses it. */
  idempotencyKey: string;
}

export function executeSwap({ idempotencyKey, ...body }: ExecuteSwapInput): Promise<SwapResult> {
  return callEndpoint(routes.executeSwap, { body, idempotencyKey });
}

export function useExecuteSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeSwap,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: balancesKey }),
        queryClient.invalidateQueries({ queryKey: exchangeKeys.conversions }),
      ]);
    },
  });
}
