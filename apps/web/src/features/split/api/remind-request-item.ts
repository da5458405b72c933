import { routes, type PaymentRequest } from '@app/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** Reminds someone of a pending share (the server limits how often). */
export function remindRequestItem({ id }: { id: string }): Promise<PaymentRequest> {
  return callEndpoint(routes.remindPaymentRequestItem, { params: { id } });
}

export const useRemindRequestItem = () => useRequestMutation(remindRequestItem);
