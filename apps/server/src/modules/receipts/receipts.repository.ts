import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';

export function createReceiptsRepository() {
  return {
    /** The USD/NGN reference rate in force at `at` (the last one set before it), if any was recorded. */
    async ngnPerUsdAt(db: Executor, at: Date, source: string): Promise<string | undefined> {
      const [row] = await queryRows<{ rate: string }>(
        db,
        sql`select rate::text as rate from price_history
             where base = 'USD' and quote = 'NGN' and source = ${source} and created_at <= ${at.toISOString()}::timestamptz
             order by created_at desc, id desc limit 1`,
      );
      return row?.rate;
    },
  };
}
export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
