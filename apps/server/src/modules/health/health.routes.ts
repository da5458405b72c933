import { endpoints, type ReadinessResponse } from '@app/contract';
import type { Database } from '../../db/client.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import type { JobQueue } from '../../jobs/job-queue.js';

const startedAt = Date.now();
const uptime = () => Math.round((Date.now() - startedAt) / 1000);

/** A check that takes longer than this counts as down: a load balancer must not wait on us. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

export interface HealthDeps {
  database: Database;
  jobs: Pick<JobQueue, 'readiness'>;
  version: string;
  /** True once the server has begun a graceful shutdown: stop sending traffic here. */
  shuttingDown: () => boolean;
}

export const healthRoutes =
  ({ database, jobs, version, shuttingDown }: HealthDeps): RouteRegistrar =>
  (route) => {
    route(endpoints.health, async ({ reply }) => {
      const up = await withTimeout(database.ping(), false);
      if (!up) reply.status(503);
      return {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        database_driver: database.driver,
        version,
        uptime_s: uptime(),
        time: new Date().toISOString(),
      };
    });

    route(endpoints.liveness, async () => ({ status: 'alive' as const, uptime_s: uptime() }));

    route(endpoints.readiness, async ({ reply }) => {
      const [up, queue] = await Promise.all([
        withTimeout(database.ping(), false),
        withTimeout(jobs.readiness(), undefined),
      ]);
      const watchers = (queue?.repeating ?? []).map((r) => ({
        name: r.name,
        status: r.scheduled ? ('up' as const) : ('down' as const),
      }));
      const body: ReadinessResponse = {
        status: 'ready',
        database: up ? 'up' : 'down',
        jobs: queue?.running ? 'up' : 'down',
        watchers,
        shutting_down: shuttingDown(),
      };
      const ready =
        body.database === 'up' && body.jobs === 'up' && watchers.every((w) => w.status === 'up') && !body.shutting_down;
      if (!ready) {
        reply.status(503);
        body.status = 'not_ready';
      }
      return body;
    });
  };
