import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Amounts in base units: NUMERIC(78,0) holds any uint256. */
export const money = (name: string) => numeric(name, { precision: 78, scale: 0 });
