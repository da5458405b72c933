import { clsx } from 'clsx';
import { Bell, LogOut, Settings2, Shield, ShieldCheck, User } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { useCurrentUser, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotificationsTab } from './notifications-tab';
import { PreferencesTab } from './preferences-tab';
import { SecurityTab } from './security-tab';

type Tab = 'profile' | 'security' | 'verification' | 'notifications' | 'preferences';
const tabs: { id: Tab; label: string; icon: typeof User }[] = [
  { id: 'profile', label: 'Profile', icon: User },
  { id: 'security', label: 'Security', icon: Shield },
  { id: 'verification', label: 'Verification', icon: ShieldCheck },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'preferences', label: 'Preferences', icon: Settings2 },
];

const kycLabel = {
  verified: 'Verified',
  pending: 'Pending review',
  rejected: 'Rejected',
  none: 'Not verified',
} as const;

/** Settings (spec): Sign Out, the profile card and five tabs. The Verification tab's content comes from the route. */
export function SettingsPage({ verification }: { verification: ReactNode }) {
  useDocumentTitle('Settings');
  const user = useCurrentUser();
  const { signOut } = useSession();
  const [tab, setTab] = useState<Tab>('profile');

  return (
    <div className="mx-auto max-w-3xl" data-testid="settings-page">
      <PageHeader
        title="Settings"
        description="Manage your account, security and preferences."
        actions={
          <Button
            variant="outline"
            onClick={() => void signOut()}
            leftIcon={<LogOut className="size-4" aria-hidden />}
            data-testid="settings-sign-out"
          >
            Sign Out
          </Button>
        }
      />
      <Card className="mb-6 flex items-center gap-4 p-5" data-testid="settings-profile-card">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white uppercase">
          {user.tag.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold wrap-anywhere text-slate-900 dark:text-white">@{user.tag}</p>
          <p className="text-sm wrap-anywhere text-slate-500 dark:text-slate-400">{user.email}</p>
        </div>
        <span
          className={clsx(
            'hidden rounded-full px-3 py-1 text-xs font-semibold sm:inline',
            user.kyc_status === 'verified'
              ? 'bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
              : 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
          )}
        >
          {kycLabel[user.kyc_status]}
        </span>
      </Card>

      <Tabs<Tab>
        label="Settings sections"
        value={tab}
        onValueChange={setTab}
        variant="pills"
        hideIconsOnPhone
        listClassName="mb-6"
        items={tabs.map(({ id, label, icon }) => ({ value: id, label, icon, testId: `settings-tab-${id}` }))}
      >
        <TabPanel value="profile">
          <Card className="grid gap-5 p-5 sm:p-6" data-testid="profile-tab">
            <TextField label="Username Tag" name="tag" value={`@${user.tag}`} readOnly data-testid="profile-tag" />
            <TextField label="Email Address" name="email" value={user.email} readOnly data-testid="profile-email" />
          </Card>
        </TabPanel>
        <TabPanel value="security">
          <SecurityTab />
        </TabPanel>
        <TabPanel value="verification">{verification}</TabPanel>
        <TabPanel value="notifications">
          <NotificationsTab />
        </TabPanel>
        <TabPanel value="preferences">
          <PreferencesTab />
        </TabPanel>
      </Tabs>
    </div>
  );
}
