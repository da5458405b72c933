import { formatAmount, type AdminUser, type AdminUserDetail, type KycStatus, type Tier } from '@app/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import type { FreezeService } from '../freeze/freeze.service.js';
import { toAdminItem } from '../kyc/kyc.dto.js';
import type { KycRepository } from '../kyc/kyc.repository.js';
import { parseUserAgent } from '../security/user-agent.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { AdminUsersRepository } from './admin-users.repository.js';

type UserRow = Awaited<ReturnType<AdminUsersRepository['list']>>[number];

function toAdminUser(row: UserRow, tier: Tier): AdminUser {
  return {
    id: row.id,
    tag: row.tag,
    email: row.email,
    address: row.address,
    role: row.role,
    kyc_status: row.kycStatus,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
    frozen: row.frozenAt !== null,
    frozen_reason: row.frozenReason,
    tier,
  };
}

export interface AdminUsersDeps {
  db: Db;
  repository: AdminUsersRepository;
  kyc: KycRepository;
  wallet: Pick<WalletService, 'balances' | 'transactions'>;
  freeze: Pick<FreezeService, 'state'>;
  /** Each user's limits tier (the limits feature decides it). */
  tiers: (userIds: string[]) => Promise<Map<string, Tier>>;
  sessionIdleMinutes: number;
}

/** Admin Users: search and filter, and everything about one user on one screen. */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, repository } = deps;
  return {
    async list(q: {
      q?: string | undefined;
      kyc_status?: KycStatus | undefined;
      limit: number;
      before?: string | undefined;
    }) {
      const rows = await repository.list(db, { q: q.q, kycStatus: q.kyc_status, limit: q.limit, before: q.before });
      const tiers = await deps.tiers(rows.map((r) => r.id));
      return rows.map((r) => toAdminUser(r, tiers.get(r.id) ?? 0));
    },

    async detail(id: string): Promise<AdminUserDetail> {
      const row = await repository.find(db, id);
      if (!row) throw notFound('User');
      const [balances, submission, transactions, sessions, freeze, tiers] = await Promise.all([
        deps.wallet.balances(id),
        deps.kyc.latestForUser(db, id),
        deps.wallet.transactions(id, { limit: 10 }),
        repository.sessions(db, id, deps.sessionIdleMinutes),
        deps.freeze.state(id),
        deps.tiers([id]),
      ]);
      const cents = balances.reduce((sum, b) => sum + BigInt(b.usd_value.replace('.', '')), 0n);
      return {
        user: {
          ...toAdminUser(row, tiers.get(id) ?? 0),
          frozen_at: freeze ? freeze.frozenAt.toISOString() : null,
          frozen_by: freeze ? freeze.frozenByTag : null,
        },
        balances,
        total_usd: formatAmount(cents, 2, 2),
        kyc: submission ? toAdminItem(submission, { id: row.id, tag: row.tag, email: row.email }) : null,
        transactions,
        sessions: sessions.map((s) => ({
          id: s.id,
          ...parseUserAgent(s.userAgent),
          ip: s.ip,
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          active: Boolean(s.active),
        })),
      };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
