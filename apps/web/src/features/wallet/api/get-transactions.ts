import { routes, type Transaction } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys, type TransactionFilters } from './query-keys';

export const TRANSACTIONS_PAGE_SIZE = 25;
/** Export pages through the API with the largest page it allows. */
const EXPORT_PAGE_SIZE = 500;
const RECENT_LIMIT = 5;

export function getTransactions(
  query: TransactionFilters & { limit?: number; before?: string },
  signal?: AbortSignal,
): Promise<Transaction[]> {
  return callEndpoint(routes.transactions, { query, signal });
}

export function recentTransactionsQueryOptions(limit = RECENT_LIMIT) {
  return queryOptions({
    queryKey: walletKeys.recentTransactions(limit),
    queryFn: ({ signal }) => getTransactions({ limit }, signal),
  });
}

export function useRecentTransactions(limit = RECENT_LIMIT) {
  return useQuery(recentTransactionsQueryOptions(limit));
}

export function transactionPagesQueryOptions(filters: TransactionFilters) {
  return infiniteQueryOptions({
    queryKey: walletKeys.transactionPages(filters),
    queryFn: ({ pageParam, signal }) =>
      getTransactions({ ...filters, limit: TRANSACTIONS_PAGE_SIZE, before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    // A short page means the end; otherwise the next page starts before this page's last row.
    getNextPageParam: (page) => (page.length < TRANSACTIONS_PAGE_SIZE ? undefined : page.at(-1)?.id),
  });
}

export function useTransactionPages(filters: TransactionFilters) {
  return useInfiniteQuery(transactionPagesQueryOptions(filters));
}

/** Every row the filters select, paging until the API runs out (for CSV export). */
export async function getAllTransactions(filters: TransactionFilters, signal?: AbortSignal): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await getTransactions({ ...filters, limit: EXPORT_PAGE_SIZE, before }, signal);
    rows.push(...page);
    if (page.length < EXPORT_PAGE_SIZE) return rows;
    before = page.at(-1)?.id;
  }
}
