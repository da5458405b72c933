import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string;
  options: SelectOption[];
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
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
            'block h-11 w-full appearance-none rounded-xl border border-slate-200 bg-white pr-10 pl-3.5 text-sm font-medium text-slate-900 transition',
            'focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none',
            'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            selectClassName,
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
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
    </div>
  );
}
