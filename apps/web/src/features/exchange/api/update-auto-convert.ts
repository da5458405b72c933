import { routes, type Balance, type UpdateBalanceRequest } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { balancesKey } from './query-keys';

export function updateAutoConvert(balanceId: string, body: UpdateBalanceRequest): Promise<Balance> {
  return callEndpoint(routes.updateBalance, { params: { id: balanceId }, body });
}

/** PUT /balances/{id} (spec §7); the updated balance replaces the cached one at once. */
export function useUpdateAutoConvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ balanceId, body }: { balanceId: string; body: UpdateBalanceRequest }) =>
      updateAutoConvert(balanceId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData<Balance[]>(balancesKey, (list) => list?.map((b) => (b.id === updated.id ? updated : b)));
      void queryClient.invalidateQueries({ queryKey: balancesKey });
    },
  });
}
