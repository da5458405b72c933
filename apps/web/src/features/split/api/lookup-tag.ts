import { routes, type TagLookupResult } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { splitKeys } from './query-keys';

export function lookupTag(tag: string, signal?: AbortSignal): Promise<TagLookupResult> {
  return callEndpoint(routes.lookupTag, { query: { tag }, signal });
}

/** Whether a typed tag belongs to someone; null skips the lookup (empty or malformed tag). */
export function useTagLookup(tag: string | null) {
  return useQuery({
    queryKey: splitKeys.tag(tag ?? ''),
    queryFn: ({ signal }) => lookupTag(tag!, signal),
    enabled: tag !== null,
    staleTime: 60_000,
    retry: false,
  });
}
