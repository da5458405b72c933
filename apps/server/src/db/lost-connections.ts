import { isConnectionError } from './pg-errors.js';

/**
 * pg-boss 10 completes and fails a job without awaiting the statement (its worker's `onFetch`),
 * so when the database connection dies under it (pg_terminate_backend, a restart, a failover) a
 * promise nobody handles rejects, and Node ends the process: every request in flight with it.
 * Such a rejection only says the database went away: the job stays active until it expires and is
 * retried, as after a crash, and every handler is safe to run again. Those are logged and the
 * process carries on; any other unhandled rejection still ends it, as Node's default would.
 */
export function tolerateLostConnections(log: (error: unknown) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionError(reason)) throw reason;
    log(reason);
  });
}
