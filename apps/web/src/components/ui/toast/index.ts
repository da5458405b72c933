/**
 * App-wide toasts: react-hot-toast's store and API (`toast`, `toast.success`, `toast.error`,
 * `toast.loading`, `toast.custom`, `toast.promise`, `toast.dismiss`) with our own renderer.
 * Its default durations are the spec's (§9): blank, error and custom 4000 ms, success 2000 ms,
 * loading until dismissed; at most 20 at once.
 */
export { toast } from 'react-hot-toast/headless';
export { Toaster } from './toaster';
