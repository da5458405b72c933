export {
  toast,
  toastStore,
  toastDurations,
  TOAST_LIMIT,
  createToastStore,
  type Toast,
  type ToastType,
  type ToastOptions,
} from './toast-store';
export { Toaster } from './toaster';
