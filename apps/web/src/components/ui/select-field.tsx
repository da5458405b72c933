import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';
import { fieldInputClass, fieldToneClass } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string;
  options: SelectOption[];
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
  /** Classes of the select itself; sets its height (h-11 when not given). */
  selectClassName?: string;
}

/** A native select (keyboard and mobile pickers for free) styled like the text fields. */
export function SelectField({ label, options, hideLabel, id, className, selectClassName, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
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
          className={clsx(
            fieldInputClass,
            fieldToneClass[rest['aria-invalid'] ? 'invalid' : 'default'],
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
    </div>
  );
}
