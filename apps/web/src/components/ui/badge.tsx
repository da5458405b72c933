import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'amber' | 'red' | 'gray';

/** AA contrast in both themes (the same tints as the transaction status badges). */
const tones: Record<BadgeTone, string> = {
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/20',
  amber: 'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/20',
  gray: 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/20',
};

/** A small status pill with a dot: the colour says the state, the text says it too. */
export function Badge({
  tone,
  children,
  className,
  'data-testid': testId,
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {children}
    </span>
  );
}
