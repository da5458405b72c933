import type { AdminUsersQuery, PayoutStatus } from '@app/contract';

/** Every admin query lives under 'admin', so one event or decision can refresh the lot. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  users: ['admin', 'users'] as const,
  userList: (filters: Omit<AdminUsersQuery, 'before' | 'limit'>) => ['admin', 'users', 'list', filters] as const,
  user: (id: string) => ['admin', 'users', 'one', id] as const,
  userLimits: (id: string) => ['admin', 'users', 'limits', id] as const,
  payouts: ['admin', 'payouts'] as const,
  payoutList: (filters: { status?: PayoutStatus | undefined; q?: string | undefined }) =>
    ['admin', 'payouts', 'list', filters] as const,
  payoutStats: ['admin', 'payouts', 'stats'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  audit: (action: string) => ['admin', 'audit', action] as const,
  document: (url: string) => ['admin', 'document', url] as const,
};
