import { useMutation, useQueryClient } from '@tanstack/react-query';
import { splitKeys } from './query-keys';
import { refreshUserLimits } from '../../../lib/user-limits';

/** A change to a payment request: afterwards every split query is refetched. */
export function useRequestMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: splitKeys.all }), refreshUserLimits(queryClient)]),
  });
}
