import type { ReactNode } from 'react';

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

export interface Toast {
  id: string;
  type: ToastType;
  message: ReactNode;
  /** ms until it auto-dismisses; Infinity never does. */
  duration: number;
  createdAt: number;
}

export interface ToastOptions {
  /** Reuse an id to replace a toast in place (e.g. turn a loading toast into a success). */
  id?: string;
  duration?: number;
}

/** At most this many toasts at once; the oldest go first (spec §9). */
export const TOAST_LIMIT = 20;

export const toastDurations: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};

type Listener = (toasts: readonly Toast[]) => void;

export interface ToastStore {
  getToasts: () => readonly Toast[];
  subscribe: (listener: Listener) => () => void;
  show: (type: ToastType, message: ReactNode, options?: ToastOptions) => string;
  dismiss: (id?: string) => void;
  /** Stops the clocks while the user hovers or focuses the toasts. */
  pause: () => void;
  resume: () => void;
}

export function createToastStore(now: () => number = Date.now): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  let pausedAt: number | null = null;
  const listeners = new Set<Listener>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Time left per toast, tracked so a pause does not restart the full duration. */
  const deadlines = new Map<string, number>();

  const emit = () => listeners.forEach((listener) => listener(toasts));

  function clearTimer(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function schedule(id: string, delay: number) {
    clearTimer(id);
    if (!Number.isFinite(delay)) return;
    timers.set(
      id,
      setTimeout(() => dismiss(id), Math.max(0, delay)),
    );
  }

  function dismiss(id?: string) {
    const removed = id === undefined ? toasts : toasts.filter((t) => t.id === id);
    if (removed.length === 0) return;
    removed.forEach((t) => {
      clearTimer(t.id);
      deadlines.delete(t.id);
    });
    toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    emit();
  }

  function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++counter}`;
    const duration = options.duration ?? toastDurations[type];
    const toast: Toast = { id, type, message, duration, createdAt: now() };
    const next = [toast, ...toasts.filter((t) => t.id !== id)];
    const kept = next.slice(0, TOAST_LIMIT);
    next.slice(TOAST_LIMIT).forEach((t) => {
      clearTimer(t.id);
      deadlines.delete(t.id);
    });
    toasts = kept;
    deadlines.set(id, now() + duration);
    if (pausedAt === null) schedule(id, duration);
    emit();
    return id;
  }

  function pause() {
    if (pausedAt !== null) return;
    pausedAt = now();
    [...timers.keys()].forEach(clearTimer);
  }

  function resume() {
    if (pausedAt === null) return;
    const pausedFor = now() - pausedAt;
    pausedAt = null;
    for (const t of toasts) {
      const deadline = (deadlines.get(t.id) ?? now()) + pausedFor;
      deadlines.set(t.id, deadline);
      schedule(t.id, deadline - now());
    }
  }

  return {
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show,
    dismiss,
    pause,
    resume,
  };
}

export const toastStore = createToastStore();

type TypedToast = (message: ReactNode, options?: ToastOptions) => string;

interface ToastApi extends TypedToast {
  success: TypedToast;
  error: TypedToast;
  loading: TypedToast;
  custom: TypedToast;
  dismiss: (id?: string) => void;
  /** Loading toast while `promise` runs, then success or error in its place. */
  promise: <T>(
    promise: Promise<T>,
    messages: {
      loading: ReactNode;
      success: ReactNode | ((value: T) => ReactNode);
      error: ReactNode | ((error: unknown) => ReactNode);
    },
  ) => Promise<T>;
}

/** The app-wide toast API: `toast('Saved')`, `toast.error('Nope')`, `toast.success(..., { id })`. */
export const toast: ToastApi = Object.assign(
  (message: ReactNode, options?: ToastOptions) => toastStore.show('blank', message, options),
  {
    success: (message: ReactNode, options?: ToastOptions) => toastStore.show('success', message, options),
    error: (message: ReactNode, options?: ToastOptions) => toastStore.show('error', message, options),
    loading: (message: ReactNode, options?: ToastOptions) => toastStore.show('loading', message, options),
    custom: (message: ReactNode, options?: ToastOptions) => toastStore.show('custom', message, options),
    dismiss: (id?: string) => toastStore.dismiss(id),
    async promise<T>(
      promise: Promise<T>,
      messages: {
        loading: ReactNode;
        success: ReactNode | ((value: T) => ReactNode);
        error: ReactNode | ((error: unknown) => ReactNode);
      },
    ): Promise<T> {
      const id = toastStore.show('loading', messages.loading);
      try {
        const value = await promise;
        const text = typeof messages.success === 'function' ? messages.success(value) : messages.success;
        toastStore.show('success', text, { id });
        return value;
      } catch (error) {
        const text = typeof messages.error === 'function' ? messages.error(error) : messages.error;
        toastStore.show('error', text, { id });
        throw error;
      }
    },
  },
);
