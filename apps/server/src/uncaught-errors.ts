import { isConnectionError } from './db/pg-errors.js';

/**
 * What a serving process does with an error nothing caught (a throwing listener, a rejected
 * promise nobody awaited):
 * - One that only says the database connection was lost is logged, and the process carries on.
 *   pg-boss 10 completes and fails a job without awaiting the statement (its worker's `onFetch`),
 *   so pg_terminate_backend, a restart or a failover under it rejects a promise nobody handles;
 *   the job stays active until it expires and is retried, as after a crash, and every handler is
 *   safe to run again.
 * - Any other is fatal: `onFatal` logs it, drains and exits 1 for a supervisor to start afresh.
 */
export function handleUncaughtErrors(handlers: {
  onLostConnection: (error: unknown) => void;
  onFatal: (error: unknown) => void;
}): void {
  const uncaught = (error: unknown) =>
    isConnectionError(error) ? handlers.onLostConnection(error) : handlers.onFatal(error);
  process.on('uncaughtException', uncaught);
  process.on('unhandledRejection', uncaught);
}
