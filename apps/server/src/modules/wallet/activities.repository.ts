import type { TransactionDetails, TransactionType, TransactionsQuery } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';

export interface ActivityRow {
  id: string;
  type: TransactionType;
  status: 'pending' | 'completed' | 'failed';
  asset: string;
  amount: string;
  fee: string;
  usd_cents: string;
  reference: string;
  from_address: string | null;
  to_address: string | null;
  chain: string | null;
  details: TransactionDetails | null;
  created_at: string | Date;
  user_tag: string;
  counterparty_tag: string | null;
}

/** What every activity query selects: the ActivityRow columns with the owner's and counterparty's tags, and the joins. */
const ACTIVITY_SELECT = sql.raw(`a.id, a.type, a.status, a.asset, a.amount::text as amount, a.fee::text as fee,
  a.usd_cents::text as usd_cents, a.reference, a.from_address, a.to_address, a.chain, a.details, a.created_at,
  u.tag as user_tag, c.tag as counterparty_tag
  from activities a join users u on u.id = a.user_id left join users c on c.id = a.counterparty_user_id`);

export function createActivitiesRepository() {
  return {
    async list(db: Executor, userId: string, q: TransactionsQuery): Promise<ActivityRow[]> {
      return queryRows<ActivityRow>(
        db,
        sql`select ${ACTIVITY_SELECT}
             where a.user_id = ${userId}
               ${q.type ? sql`and a.type = ${q.type}` : sql``}
               ${q.status ? sql`and a.status = ${q.status}` : sql``}
               ${q.asset ? sql`and (a.asset = ${q.asset} or a.details->>'to_symbol' = ${q.asset})` : sql``}
               ${q.before ? sql`and a.seq < (select seq from activities where id = ${q.before} and user_id = ${userId})` : sql``}
             order by a.seq desc
             limit ${q.limit}`,
      );
    },
    async findForUser(db: Executor, userId: string, id: string): Promise<ActivityRow | undefined> {
      const [row] = await queryRows<ActivityRow>(
        db,
        sql`select ${ACTIVITY_SELECT}
             where a.id = ${id} and a.user_id = ${userId}`,
      );
      return row;
    },
    async findByIds(db: Executor, ids: string[]): Promise<ActivityRow[]> {
      if (!ids.length) return [];
      return queryRows<ActivityRow>(
        db,
        sql`select ${ACTIVITY_SELECT}
             where a.id in ${ids} order by a.seq desc`,
      );
    },
    /** Lifetime completed deposits and withdrawals per asset, in base units (fees not included). */
    async lifetimeTotals(
      db: Executor,
      userId: string,
    ): Promise<{ deposits: Map<string, bigint>; withdrawals: Map<string, bigint> }> {
      const rows = await queryRows<{ asset: string; deposits: string; withdrawals: string }>(
        db,
        sql`select asset,
                   coalesce(sum(amount) filter (where type = 'deposit'), 0)::text as deposits,
                   coalesce(sum(amount) filter (where type = 'withdrawal'), 0)::text as withdrawals
              from activities
             where user_id = ${userId} and status = 'completed' and type in ('deposit', 'withdrawal')
             group by asset`,
      );
      return {
        deposits: new Map(rows.map((r) => [r.asset, BigInt(r.deposits)])),
        withdrawals: new Map(rows.map((r) => [r.asset, BigInt(r.withdrawals)])),
      };
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
