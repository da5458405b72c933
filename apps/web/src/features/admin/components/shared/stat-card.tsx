import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

export function StatCard({
  label,
  value,
  hint,
  icon,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Card className="min-w-0 p-3.5 sm:p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
          {icon}
        </span>
      </div>
      <p
        className="mt-2 text-xl font-bold wrap-anywhere sm:text-2xl tabular-nums text-slate-900 dark:text-white"
        data-testid={`${testId}-value`}
      >
        {value}
      </p>
      {hint && <p className="mt-1 text-xs break-words text-slate-500 dark:text-slate-400">{hint}</p>}
    </Card>
  );
}
