import { routes, type FeeQuote, type SendMode } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function getFeeQuote(
  query: { balance_id: string; amount: string; mode: SendMode },
  signal?: AbortSignal,
): Promise<FeeQuote> {
  return callEndpoint(routes.fees, { query, signal });
}

/**
 * The server's quote for sending `amount` (already debounced and validated by the caller).
 * With amount '0' it still answers `max_amount`, which MAX uses.
 */
export function useFeeQuote(balanceId: string | undefined, amount: string, mode: SendMode) {
  return useQuery({
    queryKey: walletKeys.feeQuote(balanceId ?? '', amount, mode),
    queryFn: ({ signal }) => getFeeQuote({ balance_id: balanceId ?? '', amount, mode }, signal),
    enabled: Boolean(balanceId) && amount !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
}
