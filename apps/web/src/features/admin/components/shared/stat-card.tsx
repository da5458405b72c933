import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { FitAmount } from '../../../../components/ui/fit-amount';
import { Skeleton } from '../../../../components/ui/skeleton';

/**
 * A figure with its label, sized to fit its card whole (`FitAmount`). `pending`: the label as it will be, and the figure and hint as
 * placeholders of their lines' heights, so the card keeps its size when they come.
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
  testId,
  pending = false,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: ReactNode;
  testId: string;
  pending?: boolean;
}) {
  return (
    <Card className="min-w-0 p-3.5 sm:p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
          {icon}
        </span>
      </div>
      {pending ? (
        <Skeleton className="mt-2 h-7 w-16 sm:h-8" />
      ) : (
        <FitAmount
          className="mt-2 text-[length:clamp(1rem,var(--fit),1.25rem)] leading-snug font-bold tracking-tight text-slate-900 sm:text-[length:clamp(1rem,var(--fit),1.5rem)] dark:text-white"
          data-testid={`${testId}-value`}
          value={value}
        />
      )}
      {pending && hint !== undefined && <Skeleton className="mt-1 h-4 w-24 max-w-full" />}
      {!pending && hint && <p className="mt-1 text-xs break-words text-slate-500 dark:text-slate-400">{hint}</p>}
    </Card>
  );
}
