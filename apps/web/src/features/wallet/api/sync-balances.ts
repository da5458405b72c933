import { routes, type Transaction } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { inNextTask } from '../../../lib/next-task';
import { walletKeys } from './query-keys';

/** Spec §7: sent on entering the shell and every 30 seconds. */
export const BALANCE_SYNC_MS = 30_000;
/** When this browser last asked, shared by every tab and surviving reloads. */
export const LAST_SYNC_KEY = 'balance-sync-at';

export async function syncBalances(signal?: AbortSignal): Promise<Transaction[]> {
  const { credited } = await callEndpoint(routes.syncBalances, { signal });
  return credited;
}

function lastSyncAt(): number {
  try {
    return Number(localStorage.getItem(LAST_SYNC_KEY)) || 0;
  } catch {
    return 0;
  }
}

function markSynced(at: number): void {
  try {
    localStorage.setItem(LAST_SYNC_KEY, String(at));
  } catch {
    // Storage blocked: this tab still keeps to its own 30-second rhythm.
  }
}

/**
 * Asks the server to scan for deposits once per shell mount and every 30 seconds, but never
 * more often than that per browser: reloads, navigations and other tabs share one rhythm (the
 * server limits syncs per user). Wallet data is refreshed only when something was credited.
 */
export function useBalanceSync(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      const wait = lastSyncAt() + BALANCE_SYNC_MS - Date.now();
      if (wait > 0) {
        timer = setTimeout(() => void run(), wait);
        return;
      }
      markSynced(Date.now());
      timer = setTimeout(() => void run(), BALANCE_SYNC_MS);
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
    const cancel = inNextTask(() => void run());
    return () => {
      cancel();
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, queryClient]);
}
