import { routes, type BillCatalog } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { billKeys } from './query-keys';

export function getBillCatalog(signal?: AbortSignal): Promise<BillCatalog> {
  return callEndpoint(routes.billsCatalog, { signal });
}

export function billCatalogQueryOptions() {
  // Billers and bouquet prices change rarely; an hour is fresh enough.
  return queryOptions({
    queryKey: billKeys.catalog,
    queryFn: ({ signal }) => getBillCatalog(signal),
    staleTime: 3_600_000,
  });
}

export function useBillCatalog() {
  return useQuery(billCatalogQueryOptions());
}
