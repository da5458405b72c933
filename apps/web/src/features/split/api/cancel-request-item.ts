import { routes, type PaymentRequest } from '@app/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** The requester cancels one person's pending share. */
export function cancelRequestItem({ id }: { id: string }): Promise<PaymentRequest> {
  return callEndpoint(routes.cancelPaymentRequestItem, { params: { id } });
}

export const useCancelRequestItem = () => useRequestMutation(cancelRequestItem);
