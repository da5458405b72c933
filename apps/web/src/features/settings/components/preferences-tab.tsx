import { Coins, Eye, Moon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { SwitchRow } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { setBalanceVisibility } from '../../../lib/balance-visibility';
import { useLocalCurrency, type LocalCurrency } from '../../../lib/local-currency';
import { useTheme } from '../../../lib/theme';
import { usePreferences, useUpdatePreferences } from '../api/preferences';

export function PreferencesTab() {
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const { theme, setTheme } = useTheme();
  const { currency, setCurrency } = useLocalCurrency();
  const onError = (error: unknown) => toast.error(errorMessage(error, 'Could not save your preference'));

  return (
    <Card className="px-5 sm:px-6" data-testid="preferences-tab">
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        <SwitchRow
          label="Dark Mode"
          description="Use the dark theme on every device you sign in to"
          icon={<Moon className="size-5" aria-hidden />}
          checked={theme === 'dark'}
          onChange={(dark) => {
            setTheme(dark ? 'dark' : 'light');
            update.mutate({ dark_mode: dark }, { onError });
          }}
          data-testid="pref-dark-mode"
        />
        <div className="flex flex-wrap items-center gap-4 py-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <Coins className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-slate-900 dark:text-white">Local Currency</p>
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">Show values in naira or US dollars</p>
          </div>
          <SegmentedControl<LocalCurrency>
            label="Local Currency"
            size="sm"
            value={currency}
            onChange={(value) => {
              setCurrency(value);
              update.mutate({ local_currency: value }, { onError });
            }}
            segments={[
              { value: 'NGN', label: 'NGN', testId: 'pref-currency-ngn' },
              { value: 'USD', label: 'USD', testId: 'pref-currency-usd' },
            ]}
          />
        </div>
        <SwitchRow
          label="Balance Visibility"
          description="Show balances when you open the app (off: they start hidden)"
          icon={<Eye className="size-5" aria-hidden />}
          checked={!(prefs.data?.hide_balances ?? false)}
          disabled={!prefs.data}
          onChange={(visible) => {
            setBalanceVisibility(visible);
            update.mutate({ hide_balances: !visible }, { onError });
          }}
          data-testid="pref-balance-visibility"
        />
      </div>
    </Card>
  );
}
