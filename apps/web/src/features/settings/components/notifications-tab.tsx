import type { Preferences } from '@app/contract';
import { ArrowLeftRight, BarChart3, Megaphone, ShieldAlert, TrendingUp } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { SwitchRow } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { usePreferences, useUpdatePreferences } from '../api/preferences';

type Key = keyof Preferences['notifications'];
const rows: { key: Key; label: string; description: string; icon: typeof TrendingUp }[] = [
  {
    key: 'transactions',
    label: 'Transaction Notifications',
    description: 'Money sent, received and deposited',
    icon: ArrowLeftRight,
  },
  {
    key: 'security',
    label: 'Security Alerts',
    description: 'Password, two-factor and device changes',
    icon: ShieldAlert,
  },
  { key: 'price_alerts', label: 'Price Alerts', description: 'Big moves in the tokens you hold', icon: TrendingUp },
  { key: 'marketing', label: 'Marketing Updates', description: 'New features and offers', icon: Megaphone },
  {
    key: 'weekly_reports',
    label: 'Weekly Reports',
    description: 'A summary of your week every Monday',
    icon: BarChart3,
  },
];

export function NotificationsTab() {
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  return (
    <Card className="px-5 sm:px-6" data-testid="notifications-tab">
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map(({ key, label, description, icon: Icon }) => (
          <SwitchRow
            key={key}
            label={label}
            description={description}
            icon={<Icon className="size-5" aria-hidden />}
            checked={prefs.data?.notifications[key] ?? false}
            disabled={!prefs.data}
            onChange={(checked) =>
              update.mutate(
                { notifications: { [key]: checked } },
                { onError: (error) => toast.error(errorMessage(error, 'Could not save your choice')) },
              )
            }
            data-testid={`notify-${key}`}
          />
        ))}
      </div>
    </Card>
  );
}
