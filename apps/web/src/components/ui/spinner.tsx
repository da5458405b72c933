import { clsx } from 'clsx';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={clsx('inline-block', className)}>
      <svg className="size-full animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden>
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** Whole-screen wait, e.g. while a stored session is being restored. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      data-testid="full-screen-spinner"
      className="flex min-h-dvh items-center justify-center bg-slate-50 dark:bg-slate-950"
    >
      <div className="flex flex-col items-center gap-4">
        <Spinner className="size-10 text-brand-600 dark:text-brand-400" label={label} />
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}…</p>
      </div>
    </div>
  );
}
