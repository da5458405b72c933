import { routes, type PaymentRequest, type PaymentRequestsQuery } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { splitKeys } from './query-keys';

type ListQuery = Partial<PaymentRequestsQuery>;

export function getPaymentRequests(query: ListQuery, signal?: AbortSignal): Promise<PaymentRequest[]> {
  return callEndpoint(routes.paymentRequests, { query, signal });
}

export function paymentRequestsQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: splitKeys.requestList(query),
    queryFn: ({ signal }) => getPaymentRequests(query, signal),
  });
}

/** Sent or received requests with each person's status; refreshed live as shares change. */
export function usePaymentRequests(query: ListQuery) {
  return useQuery(paymentRequestsQueryOptions(query));
}

export function getPaymentRequest(id: string, signal?: AbortSignal): Promise<PaymentRequest> {
  return callEndpoint(routes.paymentRequest, { params: { id }, signal });
}

export function usePaymentRequest(id: string | null, initial?: PaymentRequest) {
  return useQuery({
    queryKey: splitKeys.request(id ?? ''),
    queryFn: ({ signal }) => getPaymentRequest(id!, signal),
    enabled: id !== null,
    ...(initial ? { initialData: initial } : {}),
  });
}
