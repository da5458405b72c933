import { clsx } from 'clsx';

/** A shimmering placeholder block; size it with classes. Hidden from assistive tech. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded-lg bg-slate-200/80 dark:bg-slate-800', className)} />;
}
