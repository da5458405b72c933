import { routes, type AdminUser, type KycStatus } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const USERS_PAGE_SIZE = 25;

export function getUsers(
  query: { q?: string; kyc_status?: KycStatus; before?: string },
  signal?: AbortSignal,
): Promise<AdminUser[]> {
  return callEndpoint(routes.adminUsers, { query: { ...query, limit: USERS_PAGE_SIZE }, signal });
}

/** Users newest first, a page at a time (the next page starts before the last user shown). */
export function useUsers(filters: { q?: string; kyc_status?: KycStatus }) {
  return useInfiniteQuery({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ pageParam, signal }) => getUsers({ ...filters, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (last.length === USERS_PAGE_SIZE ? last.at(-1)!.id : undefined),
    refetchInterval: 30_000,
  });
}
