import { routes, type AssetSymbol, type SwapQuote } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { exchangeKeys } from './query-keys';

export interface QuoteInput {
  from_symbol: AssetSymbol;
  to_symbol: AssetSymbol;
  amount: string;
  slippage: number;
}

export function getSwapQuote(body: QuoteInput, signal?: AbortSignal): Promise<SwapQuote> {
  return callEndpoint(routes.swapQuote, { body, signal });
}

/** Until the quote's lock ends; then a fresh one is fetched (while the page is visible). */
export const msUntilExpiry = (quote: SwapQuote | undefined, now = Date.now()) =>
  quote ? Math.max(0, new Date(quote.expires_at).getTime() - now) : 0;

/**
 * A firm quote for what the user typed (already debounced and checked by the caller). It is
 * locked until `expires_at`, then refetched, so what is shown is always what would execute.
 */
export function useSwapQuote(input: QuoteInput | null) {
  return useQuery({
    queryKey: input
      ? exchangeKeys.quote(input.from_symbol, input.to_symbol, input.amount, input.slippage)
      : exchangeKeys.quotes,
    queryFn: ({ signal }) => getSwapQuote(input!, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: (query) => msUntilExpiry(query.state.data),
    gcTime: 0,
    refetchInterval: (query) => (query.state.data ? Math.max(1000, msUntilExpiry(query.state.data)) : false),
    retry: false,
  });
}
