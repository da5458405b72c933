import { sql, type SQL } from 'drizzle-orm';

/**
 * Lagos is UTC+1 all year (no daylight saving): its calendar day, without relying on time-zone
 * data, and read in UTC whatever the connection's `TimeZone` (a timestamptz's date is the session's).
 * Migration 0027's trigger writes the same expression.
 */
export const lagosDayOf = (column: string) => `(((${column}) at time zone 'UTC') + interval '1 hour')::date`;
export const LAGOS_DAY = (column: string) => sql.raw(lagosDayOf(column));

/** When a Lagos date began, as a bound an index on the column can use. */
export const lagosMidnightOf = (day: SQL) => sql`((${day}::date)::timestamp - interval '1 hour') at time zone 'UTC'`;
