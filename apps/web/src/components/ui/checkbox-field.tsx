import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Reaches the input, so `{...form.field('name')}` (react-hook-form's register) binds it. */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, id, className, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'mt-0.5 size-4.5 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          )}
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm leading-5 text-slate-600 dark:text-slate-400">
          {label}
        </label>
      </div>
      {error && (
        <p
          id={errorId}
          className="mt-1.5 text-sm text-red-600 dark:text-red-400"
          data-testid={`${rest.name ?? inputId}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
