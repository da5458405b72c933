import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  description,
  action,
  'data-testid': testId = 'empty-state',
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div data-testid={testId} className="flex flex-col items-center px-6 py-14 text-center">
      {icon && (
        <div className="relative mb-5">
          <div className="absolute inset-0 scale-150 rounded-full bg-brand-500/10 blur-xl" aria-hidden />
          <div className="relative flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-600 ring-1 ring-brand-200 dark:from-brand-950 dark:to-brand-900 dark:text-brand-300 dark:ring-brand-800">
            {icon}
          </div>
        </div>
      )}
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {description && <p className="mt-1.5 max-w-md text-sm text-slate-500 dark:text-slate-400">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
