import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per user action: the same request (same signature) keeps its key, so a
 * retry after a timeout can't pay twice; any change to the request, or `reset` after success,
 * starts a new action with a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const signature = JSON.stringify(request);
    if (current.current?.signature !== signature) current.current = { signature, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const reset = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, reset };
}
