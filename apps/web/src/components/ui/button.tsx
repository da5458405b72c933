import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
type Size = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
  /** Text shown instead of children while loading. */
  loadingText?: ReactNode;
  leftIcon?: ReactNode;
  fullWidth?: boolean;
  /**
   * Keeps the button in the Tab order while disabled (`aria-disabled`, clicks ignored), so a
   * focused button that becomes disabled (a form reset after submit) does not drop focus to <body>.
   * A loading button always behaves like this.
   */
  focusableWhenDisabled?: boolean;
}

const variants: Record<Variant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 inactive:bg-brand-600/50 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400 dark:inactive:bg-brand-500/50',
  secondary:
    'bg-slate-100 text-slate-900 hover:bg-slate-200 inactive:opacity-60 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  outline:
    'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 inactive:opacity-60 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
  ghost:
    'text-slate-600 hover:bg-slate-100 hover:text-slate-900 inactive:opacity-60 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 inactive:bg-red-600/50',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5 rounded-lg',
  md: 'h-11 px-4 text-sm gap-2 rounded-xl',
  lg: 'h-12 px-5 text-base gap-2 rounded-xl',
};

/** A button's look, for a link that reads as one (an empty state's next step). */
export function buttonClasses({ variant = 'primary', size = 'md' }: { variant?: Variant; size?: Size } = {}) {
  return clsx(
    'inline-flex items-center justify-center font-semibold whitespace-nowrap transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 inactive:cursor-not-allowed',
    variants[variant],
    sizes[size],
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  leftIcon,
  fullWidth,
  className,
  children,
  disabled,
  focusableWhenDisabled = false,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const inactive = Boolean(disabled || loading);
  const stayFocusable = inactive && (loading || focusableWhenDisabled);
  return (
    <button
      type={type}
      disabled={inactive && !stayFocusable}
      aria-disabled={stayFocusable || undefined}
      aria-busy={loading || undefined}
      // An aria-disabled submit button still receives the click of an implicit (Enter) submission.
      onClick={stayFocusable ? (event) => event.preventDefault() : onClick}
      className={clsx(buttonClasses({ variant, size }), fullWidth && 'w-full', className)}
      {...rest}
    >
      {loading ? <Spinner className="size-4" label="Working" /> : leftIcon}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
