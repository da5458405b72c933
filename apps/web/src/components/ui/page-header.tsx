import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1
          data-testid="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.7rem] dark:text-white"
        >
          {title}
        </h1>
        {description && (
          <p data-testid="page-description" className="mt-1 text-sm text-slate-500 sm:text-base dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}
