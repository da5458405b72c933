import {
  routes,
  type AssetSymbol,
  type PaymentRequest,
  type SplitMethod,
  type SplitRecipientInput,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { splitKeys } from './query-keys';

export interface CreatePaymentRequestInput {
  asset_symbol: AssetSymbol;
  total_amount: string;
  method: SplitMethod;
  recipients: SplitRecipientInput[];
  note: string;
  idempotencyKey: string;
}

export function createPaymentRequest({ idempotencyKey, ...body }: CreatePaymentRequestInput): Promise<PaymentRequest> {
  return callEndpoint(routes.createPaymentRequest, { body, idempotencyKey });
}

export function useCreatePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: splitKeys.requests }),
  });
}
