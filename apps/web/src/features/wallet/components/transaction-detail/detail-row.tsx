import type { ReactNode } from 'react';

/** One label/value line of the transaction detail list (a `dt`/`dd` pair). */
export function DetailRow({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <dt className="shrink-0 text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd data-testid={testId} className="min-w-0 text-sm font-medium text-slate-900 sm:text-right dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}
