import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** An on/off switch with its label and description, as a row (settings lists). */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
  disabled,
  icon,
  'data-testid': testId,
}: {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  icon?: ReactNode;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-4 py-4">
      {icon && (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {icon}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
        {description && <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        data-testid={testId}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50',
          // Both tracks keep 3:1 against the card, so the off state is still visible.
          checked ? 'bg-brand-600 dark:bg-brand-500' : 'bg-slate-500',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
