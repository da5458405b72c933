import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...rest }: ComponentProps<'div'>) {
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
