import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { box: string; icon: ReactNode }> = {
  error: {
    box: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/40 dark:text-red-200 dark:ring-red-900',
    icon: <CircleAlert className="size-5 shrink-0 text-red-500" aria-hidden />,
  },
  success: {
    box: 'bg-brand-50 text-brand-800 ring-brand-200 dark:bg-brand-950/40 dark:text-brand-200 dark:ring-brand-900',
    icon: <CircleCheck className="size-5 shrink-0 text-brand-500" aria-hidden />,
  },
  info: {
    box: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/40 dark:text-sky-200 dark:ring-sky-900',
    icon: <Info className="size-5 shrink-0 text-sky-500" aria-hidden />,
  },
};

export function Alert({
  tone = 'error',
  children,
  className,
  ...rest
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const style = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 ring-inset', style.box, className)}
      {...rest}
    >
      {style.icon}
      <div className="min-w-0 flex-1 leading-5">{children}</div>
    </div>
  );
}
