import { useEffect, useRef } from 'react';
import { useLocalCurrency } from '../../../lib/local-currency';
import { useSession } from '../../../lib/session';
import { useTheme } from '../../../lib/theme';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { applyPreferences } from '../lib/apply-preferences';

/**
 * Keeps this browser and the account's preferences in step: the server's are applied once per
 * signed-in session, and later changes made elsewhere in the app (the dashboard's currency
 * switch, the theme toggle) are saved back, so they follow the user to other devices.
 */
export function PreferencesSync() {
  const { user } = useSession();
  const prefs = usePreferences({ enabled: user !== null });
  const update = useUpdatePreferences();
  const { currency } = useLocalCurrency();
  const { theme } = useTheme();
  const appliedFor = useRef<string | null>(null);
  const seen = useRef<{ currency: string; theme: string } | null>(null);

  useEffect(() => {
    if (!user || !prefs.data || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    applyPreferences(prefs.data);
    seen.current = null;
  }, [user, prefs.data]);

  const { mutate } = update;
  useEffect(() => {
    if (!user || appliedFor.current !== user.id || !prefs.data) return;
    const before = seen.current;
    seen.current = { currency, theme };
    if (!before) return;
    if (currency !== before.currency && currency !== prefs.data.local_currency) mutate({ local_currency: currency });
    const dark = theme === 'dark';
    if (theme !== before.theme && dark !== prefs.data.dark_mode) mutate({ dark_mode: dark });
  }, [user, prefs.data, currency, theme, mutate]);

  return null;
}
