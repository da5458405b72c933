import { routes, type Beneficiary, type CreateBeneficiaryRequest } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/** Saved recipients, most recently used first (all kinds; each form picks its own). */
export function getBeneficiaries(signal?: AbortSignal): Promise<Beneficiary[]> {
  return callEndpoint(routes.beneficiaries, { signal });
}

export function useBeneficiaries() {
  return useQuery({ queryKey: walletKeys.beneficiaries, queryFn: ({ signal }) => getBeneficiaries(signal) });
}

/** Saves a recipient, or marks a saved one as just used (it then comes first). */
export function saveBeneficiary(body: CreateBeneficiaryRequest): Promise<Beneficiary> {
  return callEndpoint(routes.createBeneficiary, { body });
}

export function deleteBeneficiary(id: string) {
  return callEndpoint(routes.deleteBeneficiary, { params: { id } });
}

export function useSaveBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBeneficiary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.beneficiaries }),
  });
}

export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBeneficiary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.beneficiaries }),
  });
}
