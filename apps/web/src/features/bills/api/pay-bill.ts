import { routes, type BillPayRequest, type BillPayResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { billKeys } from './query-keys';
import { refreshUserLimits } from '../../../lib/user-limits';

export function payBill({
  idempotencyKey,
  ...body
}: BillPayRequest & { idempotencyKey: string }): Promise<BillPayResponse> {
  return callEndpoint(routes.payBill, { body, idempotencyKey });
}

export function usePayBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payBill,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: billKeys.all }), refreshUserLimits(queryClient)]),
  });
}
