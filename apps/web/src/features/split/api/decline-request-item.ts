import { routes, type PaymentRequest } from '@app/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** Declines your share; the requester is told. */
export function declineRequestItem({ id }: { id: string }): Promise<PaymentRequest> {
  return callEndpoint(routes.declinePaymentRequestItem, { params: { id } });
}

export const useDeclineRequestItem = () => useRequestMutation(declineRequestItem);
