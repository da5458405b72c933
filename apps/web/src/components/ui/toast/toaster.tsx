import { clsx } from 'clsx';
import { CircleCheck, CircleX, Info, LoaderCircle, X } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { toastStore, type Toast, type ToastType } from './toast-store';

const icons: Record<ToastType, ReactNode> = {
  blank: null,
  custom: <Info className="size-5 text-sky-500" aria-hidden />,
  success: <CircleCheck className="size-5 text-brand-500" aria-hidden />,
  error: <CircleX className="size-5 text-red-500" aria-hidden />,
  loading: <LoaderCircle className="size-5 animate-spin text-slate-400" aria-hidden />,
};

function ToastItem({ toast }: { toast: Toast }) {
  const icon = icons[toast.type];
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-type={toast.type}
      className="pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-xl bg-white px-4 py-3 text-sm text-slate-800 shadow-pop ring-1 ring-slate-900/5 dark:bg-slate-800 dark:text-slate-100 dark:ring-white/10"
    >
      {icon && <span className="mt-0.5 shrink-0">{icon}</span>}
      <div className="min-w-0 flex-1 break-words leading-5">{toast.message}</div>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        className="-mr-1 shrink-0 rounded-md p-0.5 text-slate-500 hover:text-slate-700 dark:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-slate-200"
        aria-label="Dismiss notification"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** Top-center toast stack. Render once near the root. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  return (
    <div
      aria-live="polite"
      aria-relevant="additions text"
      data-testid="toaster"
      className={clsx(
        'pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 px-4 pt-4',
        'pt-[max(1rem,env(safe-area-inset-top))]',
      )}
      onMouseEnter={toastStore.pause}
      onMouseLeave={toastStore.resume}
      onFocus={toastStore.pause}
      onBlur={toastStore.resume}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
