import { routes, type PortfolioHistory, type PortfolioRange } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { exchangeKeys } from './query-keys';

export function getPortfolioHistory(range: PortfolioRange, signal?: AbortSignal): Promise<PortfolioHistory> {
  return callEndpoint(routes.portfolioHistory, { query: { range }, signal });
}

export function usePortfolioHistory(range: PortfolioRange, enabled = true) {
  return useQuery({
    queryKey: exchangeKeys.portfolio(range),
    queryFn: ({ signal }) => getPortfolioHistory(range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
