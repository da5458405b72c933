import { clsx } from 'clsx';
import { CircleCheck, CircleX, Info, LoaderCircle, X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { resolveValue, toast as hotToast, useToaster, type Toast, type ToastType } from 'react-hot-toast/headless';

/** Space between stacked toasts, px. */
const GUTTER = 8;

const icons: Record<ToastType, ReactNode> = {
  blank: null,
  custom: <Info className="size-5 text-sky-500" aria-hidden />,
  success: <CircleCheck className="size-5 text-brand-500" aria-hidden />,
  error: <CircleX className="size-5 text-red-500" aria-hidden />,
  loading: <LoaderCircle className="size-5 animate-spin text-slate-400" aria-hidden />,
};

function ToastItem({
  toast,
  offset,
  onHeight,
}: {
  toast: Toast;
  offset: number;
  onHeight: (id: string, height: number) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The stack is positioned from measured heights (react-hot-toast's offsets), so a toast that
  // leaves slides the others up instead of making them jump.
  useLayoutEffect(() => {
    const height = ref.current?.getBoundingClientRect().height;
    if (height !== undefined && height !== toast.height) onHeight(toast.id, height);
  });
  const icon = toast.icon ?? icons[toast.type];
  // Errors interrupt (alert, assertive); everything else waits its turn (status, polite).
  const aria = toast.type === 'error' ? ({ role: 'alert', 'aria-live': 'assertive' } as const) : toast.ariaProps;
  return (
    <div
      ref={ref}
      className="absolute inset-x-0 top-0 flex justify-center px-4 transition-transform duration-200 ease-out"
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div
        {...aria}
        data-testid="toast"
        data-type={toast.type}
        data-visible={toast.visible}
        className={clsx(
          'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-white px-4 py-3 text-sm text-slate-800 shadow-pop ring-1 ring-slate-900/5 dark:bg-slate-800 dark:text-slate-100 dark:ring-white/10',
          toast.visible ? 'animate-toast-in' : 'pointer-events-none scale-95 opacity-0 transition duration-200',
        )}
      >
        {icon && <span className="mt-0.5 shrink-0">{icon}</span>}
        <div className="min-w-0 flex-1 leading-5 break-words">{resolveValue(toast.message, toast)}</div>
        <button
          type="button"
          onClick={() => hotToast.dismiss(toast.id)}
          className="-mr-1 shrink-0 rounded-md p-0.5 text-slate-500 hover:text-slate-700 dark:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-slate-200"
          aria-label="Dismiss notification"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}

/**
 * Top-center toast stack for react-hot-toast's store. Render once near the root: it also runs the
 * timers that dismiss each toast after its duration (paused while hovered or focused).
 */
export function Toaster() {
  const { toasts, handlers } = useToaster();
  const { startPause, endPause, calculateOffset, updateHeight } = handlers;
  return (
    <div
      aria-live="polite"
      aria-relevant="additions text"
      data-testid="toaster"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] pt-[max(1rem,env(safe-area-inset-top))]"
      onMouseEnter={startPause}
      onMouseLeave={endPause}
      onFocus={startPause}
      onBlur={endPause}
    >
      <div className="relative">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} offset={calculateOffset(t, { gutter: GUTTER })} onHeight={updateHeight} />
        ))}
      </div>
    </div>
  );
}
