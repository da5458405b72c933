import { routes } from '@app/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** Pays your share (a transfer to the requester), once per user action. */
export function payRequestItem({ id, idempotencyKey }: { id: string; idempotencyKey: string }) {
  return callEndpoint(routes.payPaymentRequestItem, { params: { id }, idempotencyKey });
}

export const usePayRequestItem = () => useRequestMutation(payRequestItem);
