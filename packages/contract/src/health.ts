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
