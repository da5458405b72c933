import { clsx } from 'clsx';
import { Check } from 'lucide-react';

/** Numbered steps with the current one marked (`aria-current="step"`) and the done ones ticked. */
export function Stepper({
  steps,
  current,
  label,
  'data-testid': testId,
}: {
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  label: string;
  'data-testid'?: string;
}) {
  return (
    <ol className="flex items-center gap-2" aria-label={label} data-testid={testId}>
      {steps.map((name, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li
            key={name}
            className="flex flex-1 items-center gap-2"
            aria-current={here ? 'step' : undefined}
            data-testid={testId ? `${testId}-${index}` : undefined}
            data-state={done ? 'done' : here ? 'current' : 'todo'}
          >
            <span
              className={clsx(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                (done || here) && 'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950',
                here && 'ring-4 ring-brand-600/20',
                !done && !here && 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : index + 1}
              {done && <span className="sr-only">done:</span>}
            </span>
            <span
              className={clsx(
                'hidden text-sm font-semibold sm:inline',
                here ? 'text-slate-900 dark:text-white' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {name}
            </span>
            {index < steps.length - 1 && <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
