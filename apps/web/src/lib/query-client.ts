import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-error';

/** Client errors (4xx) will not change on retry; network and 5xx failures get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, retry: shouldRetry, refetchOnWindowFocus: true },
      // Offline, TanStack Query would hold a mutation and run it when the connection comes back:
      // a send would go out minutes later, after the user gave up on it. It fails at once instead
      // ('Network error or server unavailable'), and the user sends again, with the same key.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Whether a query is loading for the first time and has not failed yet: what a screen waits for
 * before drawing a form the answer would otherwise push down. A query that failed retries on its
 * own, and the screen no longer waits for it.
 */
export function loadingFirstTime(query: { isPending: boolean; errorUpdatedAt: number }): boolean {
  return query.isPending && !query.errorUpdatedAt;
}
