import { routes, type PaymentRequest } from '@app/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** The requester cancels every share still pending. */
export function cancelRequest({ id }: { id: string }): Promise<PaymentRequest> {
  return callEndpoint(routes.cancelPaymentRequest, { params: { id } });
}

export const useCancelRequest = () => useRequestMutation(cancelRequest);
