import type { Preferences } from '@app/contract';
import { setBalanceVisibility } from '../../../lib/balance-visibility';
import { setLocalCurrency } from '../../../lib/local-currency';
import { setTheme } from '../../../lib/theme';

/** Makes the server-side preferences this browser's: theme, local currency, balances shown or hidden. */
export function applyPreferences(prefs: Preferences): void {
  if (prefs.dark_mode !== null) setTheme(prefs.dark_mode ? 'dark' : 'light');
  setLocalCurrency(prefs.local_currency);
  setBalanceVisibility(!prefs.hide_balances);
}
