import { useSyncExternalStore } from 'react';

/** Show/hide for balances, shared by every screen and kept across visits. */
const STORAGE_KEY = 'balance-visibility';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'hidden';
  } catch {
    return true;
  }
}

function write(visible: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, visible ? 'visible' : 'hidden');
  } catch {
    // In-memory only for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the starting state, e.g. from the user's server-side preference at sign-in. */
export function setBalanceVisibility(visible: boolean): void {
  write(visible);
}

export function useBalanceVisibility() {
  const visible = useSyncExternalStore(subscribe, read, () => true);
  return { visible, toggle: () => write(!visible) };
}
