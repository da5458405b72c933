import { RefreshCw } from 'lucide-react';
import { Alert } from './alert';

/** A load that failed, with a retry: the one error state every screen uses. */
export function LoadError({
  message,
  onRetry,
  className,
  'data-testid': testId = 'query-error',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <Alert tone="error" className={className} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{message}</span>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-red-500"
        >
          <RefreshCw className="size-3.5" aria-hidden />
          Try again
        </button>
      </div>
    </Alert>
  );
}
