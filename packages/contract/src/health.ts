import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  database_driver: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptime_s: z.number(),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Liveness: the process runs and answers. Nothing else is checked (a restart would not help). */
export const livenessResponse = z.object({ status: z.literal('alive'), uptime_s: z.number() });

const check = z.enum(['up', 'down']);

/**
 * Readiness: this instance can serve traffic now. 503 while the database is away, the job queue is
 * not running, a repeating job (the chain watchers) has no run scheduled, or the server is
 * shutting down.
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: check,
  jobs: check,
  /** Repeating background jobs (chain scans, withdrawal tracking) and whether each has a run scheduled. */
  watchers: z.array(z.object({ name: z.string(), status: check })),
  shutting_down: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
