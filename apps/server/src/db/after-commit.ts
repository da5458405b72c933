interface Scope {
  callbacks: (() => void)[];
  settled: boolean;
}

/** Open transactions (and their savepoints) by their executor object. */
const scopes = new WeakMap<object, Scope>();

interface Nestable {
  transaction?: (work: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;
}

/** Makes `tx`, and the savepoints opened from it, belong to `scope`. */
function enter<X extends object>(tx: X, scope: Scope): X {
  scopes.set(tx, scope);
  const nestable = tx as Nestable;
  const open = nestable.transaction?.bind(tx);
  if (open) nestable.transaction = (work, config) => open((inner: never) => work(enter(inner, scope)), config);
  return tx;
}

/**
 * Runs a transaction so that `afterCommit` callbacks registered on its executor run once it has
 * committed, and are dropped if it rolls back. `transaction` gets `track`, to pass its executor
 * through before the work sees it. Used by both database drivers' `transaction`.
 *
 * The executor carries the scope, not an `AsyncLocalStorage`: on Node 20 any use of one switches
 * on promise hooks for the whole process, a cost on every promise of every request (ADR 037).
 */
export async function withAfterCommit<T>(
  transaction: (track: <X extends object>(tx: X) => X) => Promise<T>,
): Promise<T> {
  const scope: Scope = { callbacks: [], settled: false };
  try {
    const result = await transaction((tx) => enter(tx, scope));
    scope.settled = true;
    for (const callback of scope.callbacks) callback();
    return result;
  } finally {
    scope.settled = true;
  }
}

/**
 * Runs `callback` after the transaction `executor` belongs to commits; for the database itself
 * (no transaction), or a transaction that has ended, at once.
 */
export function afterCommit(executor: object, callback: () => void): void {
  const scope = scopes.get(executor);
  if (scope && !scope.settled) scope.callbacks.push(callback);
  else callback();
}
