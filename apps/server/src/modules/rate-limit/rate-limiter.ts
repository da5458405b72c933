import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';

export interface RateLimiter {
  /** Counts one hit against `key`; returns how many hits the current window holds. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
  /** Takes back one hit of the current window (an attempt counted up front that was no failure). */
  undo(key: string): Promise<void>;
}

/**
 * Fixed-window counters in PostgreSQL, so every server instance shares them. One upsert per
 * hit: a window that has run out restarts at 1.
 */
export function createRateLimiter(db: Db): RateLimiter {
  const retryAfter = (windowStart: Date, windowSeconds: number) =>
    Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
  return {
    async hit(key, windowSeconds) {
      const rows = await queryRows<{ count: number; window_start: string | Date }>(
        db,
        sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       then now() else rate_limits.window_start end
        returning count, window_start`,
      );
      const row = rows[0]!;
      return { count: Number(row.count), retryAfterSeconds: retryAfter(new Date(row.window_start), windowSeconds) };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    async undo(key) {
      await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
    },
  };
}
