import { routes, type AdminPayout } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export type PayoutDecision = { kind: 'approve'; id: string } | { kind: 'reject'; id: string; reason: string };

export function decidePayout(decision: PayoutDecision): Promise<AdminPayout> {
  const params = { id: decision.id };
  return decision.kind === 'approve'
    ? callEndpoint(routes.approvePayout, { params })
    : callEndpoint(routes.rejectPayout, { params, body: { reason: decision.reason } });
}

export function usePayoutDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
