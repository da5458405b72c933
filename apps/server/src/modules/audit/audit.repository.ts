import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { auditLog } from '../../db/schema.js';

export interface AuditEntry {
  actorId: string;
  /** e.g. `kyc.approve` */
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId?: string | undefined;
  ip?: string | undefined;
}

/** Append-only record of admin actions; written in the same transaction as the action itself. */
export function createAuditRepository() {
  return {
    async record(db: Executor, entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: entry.before,
        after: entry.after,
        requestId: entry.requestId ?? null,
        ip: entry.ip ?? null,
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;

export interface AuditListQuery {
  limit: number;
  before?: string | undefined;
  action?: string | undefined;
  targetId?: string | undefined;
}

export interface AuditListRow {
  id: string;
  action: string;
  actor_id: string;
  actor_tag: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  ip: string | null;
  created_at: string | Date;
}

/** Admin actions, newest first, with the actor's tag and a readable name for users and payouts. */
export async function listAuditEntries(db: Executor, q: AuditListQuery): Promise<AuditListRow[]> {
  const action = q.action?.endsWith('.')
    ? sql`and a.action like ${`${q.action.replace(/[\\%_]/g, '\\$&')}%`}`
    : q.action
      ? sql`and a.action = ${q.action}`
      : sql``;
  return queryRows<AuditListRow>(
    db,
    sql`select a.id::text as id, a.action, a.actor_id, actor.tag as actor_tag, a.target_type, a.target_id,
               case a.target_type when 'user' then tu.tag when 'payout' then p.reference end as target_label,
               a.before, a.after, a.request_id, a.ip, a.created_at
          from audit_log a
          join users actor on actor.id = a.actor_id
          left join users tu on a.target_type = 'user' and tu.id::text = a.target_id
          left join payouts p on a.target_type = 'payout' and p.id::text = a.target_id
         where true
           ${q.before ? sql`and a.id < ${q.before}::bigint` : sql``}
           ${action}
           ${q.targetId ? sql`and a.target_id = ${q.targetId}` : sql``}
         order by a.id desc
         limit ${q.limit}`,
  );
}
