import { routes, type BillVerifyResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { billKeys } from './query-keys';

export interface VerifyInput {
  provider: string;
  account_number: string;
  /** Electricity meter type; '' otherwise. */
  variation_code: string;
}

export function verifyCustomer(input: VerifyInput, signal?: AbortSignal): Promise<BillVerifyResponse> {
  const { variation_code, ...rest } = input;
  return callEndpoint(routes.verifyBillCustomer, {
    body: variation_code ? { ...rest, variation_code } : rest,
    signal,
  });
}

/** Who will be paid: asked once the account number is complete, kept for a few minutes. */
export function verifyCustomerQueryOptions(input: VerifyInput) {
  return queryOptions({
    queryKey: billKeys.verify(input.provider, input.account_number, input.variation_code),
    queryFn: ({ signal }) => verifyCustomer(input, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useVerifyCustomer(input: VerifyInput | null) {
  return useQuery({
    ...verifyCustomerQueryOptions(input ?? { provider: '', account_number: '', variation_code: '' }),
    enabled: input !== null,
  });
}
