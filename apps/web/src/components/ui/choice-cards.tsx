import * as RadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import type { ComponentType, ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  testId?: string;
}

/**
 * One choice among a few larger options (bill categories, split methods), on Radix RadioGroup:
 * one Tab stop, arrow keys move and select, the choice is announced as a radio. Lay the options
 * out with `className` (a grid or a column).
 */
export function ChoiceCards<T extends string>({
  choices,
  value,
  onChange,
  label,
  className,
  orientation,
  compact = false,
}: {
  choices: readonly Choice<T>[];
  value: T | '';
  onChange: (value: T) => void;
  /** The group's accessible name. */
  label: string;
  className?: string;
  orientation?: 'horizontal' | 'vertical';
  /** Icon and label on one line (a list of categories) rather than stacked cards. */
  compact?: boolean;
}) {
  return (
    <RadioGroup.Root
      value={value}
      // Radix types the value as string; it is always one of `choices`.
      onValueChange={(next) => onChange(next as T)}
      aria-label={label}
      orientation={orientation}
      loop
      className={className}
    >
      {choices.map((choice) => (
        <RadioGroup.Item
          key={choice.value}
          value={choice.value}
          data-testid={choice.testId}
          className={clsx(
            'group flex w-full items-center gap-3 rounded-xl text-left ring-1 transition-colors ring-inset',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            compact ? 'px-3 py-2.5' : 'p-4',
            'ring-slate-200 hover:bg-slate-50 dark:ring-slate-700 dark:hover:bg-slate-800/60',
            'data-[state=checked]:bg-brand-50 data-[state=checked]:ring-2 data-[state=checked]:ring-brand-600',
            'dark:data-[state=checked]:bg-brand-500/10 dark:data-[state=checked]:ring-brand-400',
          )}
        >
          {choice.icon && (
            <span
              className={clsx(
                'flex shrink-0 items-center justify-center rounded-lg',
                compact ? 'size-8' : 'size-10',
                'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
                'group-data-[state=checked]:bg-brand-600 group-data-[state=checked]:text-white',
                'dark:group-data-[state=checked]:bg-brand-500 dark:group-data-[state=checked]:text-slate-950',
              )}
            >
              <choice.icon className={compact ? 'size-4' : 'size-5'} aria-hidden />
            </span>
          )}
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-slate-900 dark:text-white">{choice.label}</span>
            {choice.description && (
              <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">{choice.description}</span>
            )}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
