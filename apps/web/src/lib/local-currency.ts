import { useSyncExternalStore } from 'react';
import { formatFiat } from './format';

/** The user's local display currency. No server preference yet: kept in this browser only. */
export type LocalCurrency = 'NGN' | 'USD';

export const LOCAL_CURRENCY_KEY = 'local-currency';
const listeners = new Set<() => void>();

function read(): LocalCurrency {
  try {
    return window.localStorage.getItem(LOCAL_CURRENCY_KEY) === 'USD' ? 'USD' : 'NGN';
  } catch {
    return 'NGN';
  }
}

export function setLocalCurrency(currency: LocalCurrency): void {
  try {
    window.localStorage.setItem(LOCAL_CURRENCY_KEY, currency);
  } catch {
    // Not persisted; still applied until the next reload.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_CURRENCY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface FiatPair {
  usd: string;
  ngn: string;
}

export function useLocalCurrency() {
  const currency = useSyncExternalStore(subscribe, read, () => 'NGN' as LocalCurrency);
  return {
    currency,
    setCurrency: setLocalCurrency,
    /** Formats whichever of the pair matches the local currency: `₦1,234.56` or `$1,234.56`. */
    format: (pair: FiatPair) => (currency === 'NGN' ? formatFiat(pair.ngn, 'NGN') : formatFiat(pair.usd, 'USD')),
  };
}
