import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { fieldInputClass, fieldToneClass } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** Reaches the select, so `{...form.field('name')}` (react-hook-form's register) binds it. */
  ref?: Ref<HTMLSelectElement>;
  label: string;
  error?: string | undefined;
  options: SelectOption[];
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
  /** Classes of the select itself; sets its height (h-11 when not given). */
  selectClassName?: string;
}

/** A native select (keyboard and mobile pickers for free) styled like the text fields. */
export function SelectField({
  label,
  error,
  options,
  hideLabel,
  id,
  className,
  selectClassName,
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={clsx(hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300')}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            fieldInputClass,
            fieldToneClass[error || rest['aria-invalid'] ? 'invalid' : 'default'],
            'appearance-none pr-10 pl-3.5 text-sm font-medium',
            selectClassName ?? 'h-11',
          )}
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden
        />
      </div>
      {error && (
        <p
          id={errorId}
          className="mt-1.5 text-sm text-red-600 dark:text-red-400"
          data-testid={`${rest.name ?? selectId}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
