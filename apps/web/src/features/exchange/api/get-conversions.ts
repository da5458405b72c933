import { routes, type Conversion } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { exchangeKeys } from './query-keys';

export function getConversions(signal?: AbortSignal): Promise<Conversion[]> {
  return callEndpoint(routes.conversions, { query: { limit: 100 }, signal });
}

/** Conversions to and from NGN, manual and auto, newest first. */
export function useConversions() {
  const query = useQuery({ queryKey: exchangeKeys.conversions, queryFn: ({ signal }) => getConversions(signal) });
  useEffect(() => {
    if (query.error) console.warn('Failed to load conversions', query.error);
  }, [query.error]);
  return query;
}
