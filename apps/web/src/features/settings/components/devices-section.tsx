import { Laptop, LogOut, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/security';
import { SettingsSection } from './settings-section';

const isMobile = (os: string) => os === 'iOS' || os === 'Android';

export function DevicesSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <SettingsSection
      icon={<Laptop className="size-5" aria-hidden />}
      title="Device Management"
      description="Devices signed in to your account. Sign out any you don't recognise."
      testId="devices-section"
    >
      <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800" data-testid="device-list">
        {sessions.isPending &&
          [0, 1].map((i) => (
            <li key={i} className="py-3">
              <Skeleton className="h-10 w-full" />
            </li>
          ))}
        {sessions.data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="device-row">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              {isMobile(s.os) ? (
                <Smartphone className="size-5" aria-hidden />
              ) : (
                <Laptop className="size-5" aria-hidden />
              )}
            </span>
            {/* Wraps rather than truncates: on a phone the name, the badge and the time all stay whole,
                and the Sign out button drops below when the row is too narrow for it. */}
            <div className="min-w-0 flex-1 basis-44">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-900 dark:text-white">
                <span className="min-w-0 break-words" data-testid="device-name">
                  {s.browser} on {s.os}
                </span>
                {s.current && (
                  <span
                    data-testid="device-current"
                    className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-700 dark:bg-brand-950 dark:text-brand-300"
                  >
                    This device
                  </span>
                )}
              </p>
              <p className="mt-0.5 text-xs break-words text-slate-500 dark:text-slate-400" data-testid="device-meta">
                {s.ip ?? 'Unknown IP'} ·{' '}
                <span className="whitespace-nowrap">Last seen {formatDateTime(s.last_seen_at)}</span>
              </p>
            </div>
            {!s.current && (
              <Button
                className="ml-auto"
                size="sm"
                variant="ghost"
                onClick={() =>
                  revoke.mutate(s.id, {
                    onSuccess: () => toast.success('Device signed out'),
                    onError: (error) => toast.error(errorMessage(error, 'Could not sign out that device')),
                  })
                }
                loading={revoke.isPending && revoke.variables === s.id}
                data-testid="device-revoke"
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Button
          className="mt-3"
          variant="outline"
          leftIcon={<LogOut className="size-4" aria-hidden />}
          loading={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: ({ revoked }) =>
                toast.success(`Signed out of ${revoked} other device${revoked === 1 ? '' : 's'}`),
            })
          }
          data-testid="device-revoke-others"
        >
          Sign out all other devices
        </Button>
      )}
    </SettingsSection>
  );
}
