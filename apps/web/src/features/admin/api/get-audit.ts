import { routes, type AuditEntry } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const AUDIT_PAGE_SIZE = 50;

export function getAudit(query: { action?: string; before?: string }, signal?: AbortSignal): Promise<AuditEntry[]> {
  return callEndpoint(routes.adminAudit, { query: { ...query, limit: AUDIT_PAGE_SIZE }, signal });
}

/** `action` filters by an action or a prefix ending in '.' (e.g. 'payout.'); '' for all. */
export function useAudit(action: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(action),
    queryFn: ({ pageParam, signal }) =>
      getAudit({ ...(action ? { action } : {}), ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (last.length === AUDIT_PAGE_SIZE ? last.at(-1)!.id : undefined),
  });
}
