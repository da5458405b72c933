import { routes, type AdminUserDetail } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return callEndpoint(routes.adminUser, { params: { id }, signal });
}

export function useUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: id !== null,
  });
}
