import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  callbacks: (() => void)[];
  settled: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs a transaction so that `afterCommit` callbacks registered inside it run once it has
 * committed, and are dropped if it rolls back. Used by both database drivers' `transaction`.
 */
export async function withAfterCommit<T>(transaction: () => Promise<T>): Promise<T> {
  const scope: Scope = { callbacks: [], settled: false };
  try {
    const result = await scopes.run(scope, transaction);
    scope.settled = true;
    for (const callback of scope.callbacks) callback();
    return result;
  } finally {
    scope.settled = true;
  }
}

/**
 * Runs `callback` after the surrounding transaction commits; outside a transaction (or once it
 * has ended, for work that outlives it) at once.
 */
export function afterCommit(callback: () => void): void {
  const scope = scopes.getStore();
  if (scope && !scope.settled) scope.callbacks.push(callback);
  else callback();
}
