import { endpoints, type Transaction } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './query-keys';

/** Spec §7: sent on entering the shell and every 30 seconds. */
export const BALANCE_SYNC_MS = 30_000;

export async function syncBalances(signal?: AbortSignal): Promise<Transaction[]> {
  const { credited } = await callEndpoint(endpoints.syncBalances, { signal });
  return credited;
}

/** Asks the server to scan for deposits; refreshes wallet data only when something was credited. */
export function useBalanceSync(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const run = async () => {
      try {
        const credited = await syncBalances(controller.signal);
        if (credited.length > 0) {
          console.info(`Balance sync credited ${credited.length} deposit(s)`);
          await queryClient.invalidateQueries({ queryKey: walletKeys.all });
        }
      } catch (error) {
        if (!controller.signal.aborted) console.debug('Balance sync failed', error);
      }
    };
    void run();
    const timer = setInterval(() => void run(), BALANCE_SYNC_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [enabled, queryClient]);
}
