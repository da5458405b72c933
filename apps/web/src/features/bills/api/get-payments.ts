import { routes, type BillPayment } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { billKeys } from './query-keys';

export const RECENT_BILLS = 6;

export function getBillPayments(limit: number, signal?: AbortSignal): Promise<BillPayment[]> {
  return callEndpoint(routes.billPayments, { query: { limit }, signal });
}

export function billPaymentsQueryOptions(limit = RECENT_BILLS) {
  return queryOptions({
    queryKey: [...billKeys.payments, limit],
    queryFn: ({ signal }) => getBillPayments(limit, signal),
  });
}

export function useBillPayments(limit = RECENT_BILLS) {
  return useQuery(billPaymentsQueryOptions(limit));
}

export function getBillPayment(id: string, signal?: AbortSignal): Promise<BillPayment> {
  return callEndpoint(routes.billPayment, { params: { id }, signal });
}

/** One payment, refreshed live (a pending one turns delivered or failed while it is on screen). */
export function useBillPayment(id: string | null) {
  return useQuery({
    queryKey: billKeys.payment(id ?? ''),
    queryFn: ({ signal }) => getBillPayment(id!, signal),
    enabled: id !== null,
  });
}
