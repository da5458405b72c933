import { routes, type ResolvedAccount } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

export function resolveAccount(
  body: { bank_code: string; account_number: string },
  signal?: AbortSignal,
): Promise<ResolvedAccount> {
  return callEndpoint(routes.resolveAccount, { body, signal });
}

/**
 * Name enquiry for a bank account, once the caller has a bank and a NUBAN-valid number (pass
 * empty strings until then). An account holder's name does not change while the form is open.
 */
export function useAccountName(bankCode: string, accountNumber: string) {
  return useQuery({
    queryKey: walletKeys.accountName(bankCode, accountNumber),
    queryFn: ({ signal }) => resolveAccount({ bank_code: bankCode, account_number: accountNumber }, signal),
    enabled: bankCode !== '' && accountNumber !== '',
    staleTime: 10 * 60_000,
    retry: false,
  });
}
