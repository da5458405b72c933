import { endpoints } from '@app/contract';
import type { Database } from '../../db/client.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';

const startedAt = Date.now();

export const healthRoutes =
  (database: Database, version: string): RouteRegistrar =>
  (route) => {
    route(endpoints.health, async ({ reply }) => {
      const up = await database.ping();
      if (!up) reply.status(503);
      return {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        database_driver: database.driver,
        version,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        time: new Date().toISOString(),
      };
    });
  };
