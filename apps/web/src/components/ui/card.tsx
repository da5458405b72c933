import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        'rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5 dark:bg-slate-900 dark:ring-white/10',
        className,
      )}
      {...rest}
    />
  );
}
