import * as RadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface Segment<T extends string> {
  value: T;
  label: ReactNode;
  testId?: string;
}

/**
 * A row of mutually exclusive options that change a setting in place (NGN / USD), on Radix
 * RadioGroup: one tab stop, arrow keys move and select. For options that switch a panel of
 * content, use `Tabs` instead.
 */
export function SegmentedControl<T extends string>({
  segments,
  value,
  onChange,
  label,
  size = 'md',
  className,
  itemClassName,
}: {
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name. */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
  /** Extra classes for each option (e.g. colours on a dark card). */
  itemClassName?: string;
}) {
  return (
    <RadioGroup.Root
      value={value}
      // Radix types the value as string; it is always one of `segments`.
      onValueChange={(next) => onChange(next as T)}
      aria-label={label}
      orientation="horizontal"
      loop
      className={clsx('inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800', className)}
    >
      {segments.map((segment) => (
        <RadioGroup.Item
          key={segment.value}
          value={segment.value}
          data-testid={segment.testId}
          className={clsx(
            'flex flex-1 items-center justify-center rounded-lg font-semibold transition-all',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
            size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-10 px-4 text-sm',
            'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            'data-[state=checked]:bg-white data-[state=checked]:text-slate-900 data-[state=checked]:shadow-sm',
            'dark:data-[state=checked]:bg-slate-950 dark:data-[state=checked]:text-white',
            itemClassName,
          )}
        >
          <span className="whitespace-nowrap">{segment.label}</span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
