import { useMutation, useQueryClient } from '@tanstack/react-query';
import { splitKeys } from './query-keys';

/** A change to a payment request: afterwards every split query is refetched. */
export function useRequestMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: splitKeys.all }),
  });
}
