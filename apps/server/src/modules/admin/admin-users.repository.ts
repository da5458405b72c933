import type { KycStatus } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountFreezes, sessions, users } from '../../db/schema.js';
import { escapeLike } from '../payouts/payouts.repository.js';

export interface AdminUsersFilter {
  q?: string | undefined;
  kycStatus?: KycStatus | undefined;
  limit: number;
  before?: string | undefined;
}

const userColumns = {
  id: users.id,
  tag: users.tag,
  email: users.email,
  address: users.address,
  role: users.role,
  kycStatus: users.kycStatus,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  frozenAt: accountFreezes.frozenAt,
  frozenReason: accountFreezes.reason,
};

export function createAdminUsersRepository() {
  return {
    /** Newest first; `before` is the last user id already shown. */
    list(db: Executor, f: AdminUsersFilter) {
      const term = f.q?.trim().replace(/^@/, '');
      const like = term ? `%${escapeLike(term)}%` : undefined;
      return db
        .select(userColumns)
        .from(users)
        .leftJoin(accountFreezes, eq(accountFreezes.userId, users.id))
        .where(
          and(
            like ? sql`(${users.tag} ilike ${like} or ${users.email} ilike ${like})` : undefined,
            f.kycStatus ? eq(users.kycStatus, f.kycStatus) : undefined,
            f.before
              ? sql`(${users.createdAt}, ${users.id}) < (select created_at, id from users where id = ${f.before})`
              : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(f.limit);
    },
    async find(db: Executor, id: string) {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .leftJoin(accountFreezes, eq(accountFreezes.userId, users.id))
        .where(eq(users.id, id));
      return row;
    },
    /** The user's sessions, most recently used first; `active` means still usable. */
    sessions(db: Executor, userId: string, idleMinutes: number) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          active: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now()
                   and ${sessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes}))`,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(20);
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
