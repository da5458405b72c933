import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Reaches the input, so `{...form.field('name')}` (react-hook-form's register) binds it. */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Icon or text shown inside the field, on the left (e.g. `@`). */
  leading?: ReactNode;
  /** Adds a show/hide toggle for password inputs. */
  revealable?: boolean;
}

export const fieldInputClass = clsx(
  'block w-full rounded-xl border bg-white text-slate-900 placeholder:text-slate-500 transition',
  'focus:outline-none focus:ring-1 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export type FieldTone = 'default' | 'invalid' | 'valid';

/**
 * Border and focus colours of a field. Focus draws a solid 2 px ring (border + 1 px ring) in a
 * colour with at least 3:1 contrast against the page in both themes, not a faint halo.
 */
export const fieldToneClass: Record<FieldTone, string> = {
  default:
    'border-slate-300 focus:border-brand-600 focus:ring-brand-600 dark:border-slate-700 dark:focus:border-brand-400 dark:focus:ring-brand-400',
  invalid:
    'border-red-500 focus:border-red-600 focus:ring-red-600 dark:border-red-500/80 dark:focus:border-red-400 dark:focus:ring-red-400',
  valid:
    'border-brand-500 focus:border-brand-600 focus:ring-brand-600 dark:border-brand-500/80 dark:focus:border-brand-400 dark:focus:ring-brand-400',
};

export function TextField({
  label,
  error,
  hint,
  leading,
  revealable,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="relative">
        {leading && (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 text-slate-500 dark:text-slate-400">
            {leading}
          </span>
        )}
        <input
          id={inputId}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            fieldInputClass,
            'h-12 text-[15px]',
            leading ? 'pl-10' : 'pl-3.5',
            revealable ? 'pr-11' : 'pr-3.5',
            fieldToneClass[error ? 'invalid' : 'default'],
          )}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:hover:text-slate-200"
          >
            {revealed ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        )}
      </div>
      {error ? (
        <p
          id={errorId}
          className="mt-1.5 text-sm text-red-600 dark:text-red-400"
          data-testid={`${rest.name ?? inputId}-error`}
        >
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
