import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export interface Segment<T extends string> {
  value: T;
  label: ReactNode;
  testId?: string;
}

/**
 * A row of mutually exclusive options that change a setting in place (NGN / USD). Native radio
 * buttons under one name: the browser gives one tab stop, arrow keys that move and select, and the
 * radio semantics, with no script to download (the dashboard shows one on its first screen). For
 * options that switch a panel of content, use `Tabs` instead.
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
  /** Extra classes for each option (e.g. colours on a dark card); `data-state` is `checked` or `unchecked`. */
  itemClassName?: string;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={clsx('inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800', className)}
    >
      {segments.map((segment) => (
        <label
          key={segment.value}
          data-state={segment.value === value ? 'checked' : 'unchecked'}
          className={clsx(
            'relative flex flex-1 cursor-pointer items-center justify-center rounded-lg font-semibold transition-all',
            'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-500',
            size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-10 px-4 text-sm',
            'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            'data-[state=checked]:bg-white data-[state=checked]:text-slate-900 data-[state=checked]:shadow-sm',
            'dark:data-[state=checked]:bg-slate-950 dark:data-[state=checked]:text-white',
            itemClassName,
          )}
        >
          {/* Over the whole option, invisible: the radio is what is clicked, focused and checked. */}
          <input
            type="radio"
            data-testid={segment.testId}
            className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
            name={name}
            value={segment.value}
            checked={segment.value === value}
            onChange={() => onChange(segment.value)}
          />
          <span className="whitespace-nowrap">{segment.label}</span>
        </label>
      ))}
    </div>
  );
}
