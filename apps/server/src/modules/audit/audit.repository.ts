import type { Executor } from '../../db/client.js';
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
