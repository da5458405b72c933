import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export interface IdempotentCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
}

/**
 * A money action: one Idempotency-Key per user action, and at most one request at a time.
 *
 * - The same request (same signature) keeps its key, so a retry after a timeout can't pay twice;
 *   any change to the request, or success, starts a new action with a new key.
 * - `submit` ignores a second call while the first is still on its way. A double click reaches a
 *   form's submit twice before the pending state has re-rendered its button disabled. The second
 *   request, with the same key, would be refused as still in flight (409), the mutation would
 *   report that refusal instead of the first request's answer, and the user would read an error
 *   about money that did move.
 */
export function useIdempotentMutation<TVariables extends { idempotencyKey: string }, TData>(
  mutation: UseMutationResult<TData, Error, TVariables>,
) {
  const current = useRef<{ signature: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const { mutate } = mutation;
  const submit = useCallback(
    (request: Omit<TVariables, 'idempotencyKey'>, callbacks: IdempotentCallbacks<TData> = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const signature = JSON.stringify(request);
      if (current.current?.signature !== signature) current.current = { signature, key: crypto.randomUUID() };
      mutate({ ...request, idempotencyKey: current.current.key } as TVariables, {
        onSuccess: (data) => {
          current.current = null;
          callbacks.onSuccess?.(data);
        },
        onError: (error) => callbacks.onError?.(error),
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );
  const { reset: resetMutation } = mutation;
  // Forgetting the mutation (a dialog closed) also forgets its callbacks, so its onSettled never
  // runs: the next submit must not wait for it.
  const reset = useCallback(() => {
    inFlight.current = false;
    resetMutation();
  }, [resetMutation]);
  return { submit, isPending: mutation.isPending, error: mutation.error, reset };
}
