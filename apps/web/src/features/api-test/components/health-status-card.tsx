import type { HealthResponse } from '@app/contract';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Server } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';

export type HealthState =
  { kind: 'idle' } | { kind: 'checking' } | { kind: 'up'; result: HealthResponse } | { kind: 'down'; message: string };

export function HealthStatusCard({ state }: { state: HealthState }) {
  const tone =
    state.kind === 'up'
      ? 'bg-brand-50 text-brand-800 ring-brand-200 dark:bg-brand-950/40 dark:text-brand-200 dark:ring-brand-900'
      : state.kind === 'down'
        ? 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/40 dark:text-red-200 dark:ring-red-900'
        : 'bg-slate-50 text-slate-600 ring-slate-200 dark:bg-slate-800/50 dark:text-slate-300 dark:ring-slate-700';

  return (
    <div
      data-testid="health-status"
      data-state={state.kind}
      role="status"
      className={clsx('mt-5 flex items-start gap-3 rounded-xl px-4 py-3.5 text-sm ring-1 ring-inset', tone)}
    >
      <span className="mt-0.5 shrink-0">
        {state.kind === 'checking' ? (
          <Spinner className="size-5" label="Checking" />
        ) : state.kind === 'up' ? (
          <CircleCheck className="size-5" aria-hidden />
        ) : state.kind === 'down' ? (
          <CircleX className="size-5" aria-hidden />
        ) : (
          <Server className="size-5" aria-hidden />
        )}
      </span>
      <div className="min-w-0">
        {state.kind === 'idle' && <p>Health not checked yet. Run a test to see the API status.</p>}
        {state.kind === 'checking' && <p>Checking API health…</p>}
        {state.kind === 'down' && (
          <>
            <p className="font-semibold">API is down</p>
            <p className="mt-0.5 opacity-80">{state.message}</p>
          </>
        )}
        {state.kind === 'up' && (
          <>
            <p className="font-semibold">API is up: status {state.result.status}</p>
            <p className="mt-0.5 opacity-80">
              Database {state.result.database} ({state.result.database_driver}) · version {state.result.version} ·
              uptime {Math.round(state.result.uptime_s)}s
            </p>
          </>
        )}
      </div>
    </div>
  );
}
