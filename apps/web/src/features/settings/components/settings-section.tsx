import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export function SettingsSection({
  icon,
  title,
  description,
  badge,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="p-5 sm:p-6" data-testid={testId}>
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950/60 dark:text-brand-300">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
            {badge}
          </div>
          {description && <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>}
        </div>
      </div>
      {children}
    </Card>
  );
}

export function StatusBadge({
  active,
  activeLabel,
  inactiveLabel,
  testId,
}: {
  active: boolean;
  activeLabel: string;
  inactiveLabel: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        active
          ? 'bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
          : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
      )}
    >
      {active ? activeLabel : inactiveLabel}
    </span>
  );
}
