import { routes, kycMessages, type KycMe, type KycSubmissionRequest } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { callEndpoint } from '../../../lib/api-client';
import { myKycQueryKey } from './get-my-kyc';

/** The session's user is the cached profile query: refreshing it moves every guard and card along. */
const profileQueryKey = ['users', 'profile'] as const;

export function submitKyc(body: KycSubmissionRequest): Promise<KycMe> {
  return callEndpoint(routes.submitKyc, { body });
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['kyc', 'submit'],
    mutationFn: submitKyc,
    onSuccess: async (result) => {
      // Here rather than at the call site: the form unmounts as soon as the status turns pending.
      toast.success(kycMessages.submitted);
      queryClient.setQueryData(myKycQueryKey, result);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
