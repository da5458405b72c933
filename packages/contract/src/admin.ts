import { z } from 'zod';
import { chainStatus } from './chains.js';
import { adminKycItem } from './kyc.js';
import { kycStatus, role } from './user.js';
import { tierSchema } from './limits.js';
import { assetSymbol, balance, transaction } from './wallet.js';

/** The back office (issue 11): overview, users, analytics with solvency, and the audit log. */

export const adminOverview = z.object({
  stats: z.object({
    total_users: z.number().int(),
    /** USD value of completed movements at their time (incoming transfers not counted twice). */
    total_volume_usd: z.string(),
    /** Net fees held in the fee accounts, valued at current prices. */
    platform_fees_usd: z.string(),
    fees_by_asset: z.array(z.object({ asset: assetSymbol, amount: z.string(), usd_value: z.string() })),
    /** Users who signed in or moved money in the last 30 days. */
    active_users_30d: z.number().int(),
  }),
  health: z.object({
    uptime_seconds: z.number().int(),
    /** This server instance's API latency over the last 5 minutes; null before any request. */
    latency_p50_ms: z.number().nullable(),
    latency_p99_ms: z.number().nullable(),
    requests_5m: z.number().int(),
    /** Ledger transactions since midnight in Lagos. */
    transactions_today: z.number().int(),
    instance: z.string(),
  }),
  chains: z.array(chainStatus),
  latest_transactions: z.array(transaction),
  top_users: z.array(
    z.object({ id: z.string(), tag: z.string(), volume_usd: z.string(), transactions: z.number().int() }),
  ),
  generated_at: z.string(),
});
export type AdminOverview = z.infer<typeof adminOverview>;

export const adminUsersQuery = z.object({
  /** Part of a tag (with or without @) or an email. */
  q: z.string().trim().max(100, 'Search is too long').optional(),
  kyc_status: kycStatus.optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(25),
  before: z.string().uuid('before must be a user id').optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUser = z.object({
  id: z.string(),
  tag: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  role,
  kyc_status: kycStatus,
  created_at: z.string(),
  last_login: z.string().nullable(),
  frozen: z.boolean(),
  frozen_reason: z.string().nullable(),
  /** Limits tier (issue 15). */
  tier: tierSchema,
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.array(adminUser);

export const adminUserSession = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** Neither revoked nor expired. */
  active: z.boolean(),
});

export const adminUserDetail = z.object({
  user: adminUser.extend({ frozen_at: z.string().nullable(), frozen_by: z.string().nullable() }),
  balances: z.array(balance),
  total_usd: z.string(),
  /** The latest identity verification submission, with document links and the automated check. */
  kyc: adminKycItem.nullable(),
  transactions: z.array(transaction),
  sessions: z.array(adminUserSession),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const freezeResult = z.object({ user_id: z.string(), frozen: z.boolean() });

export const analyticsQuery = z.object({
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(365, 'days must be at most 365')
    .default(30),
});

export const volumeTypes = ['deposit', 'withdrawal', 'transfer', 'swap', 'bill', 'split'] as const;
export type VolumeType = (typeof volumeTypes)[number];

export const analyticsDay = z.object({
  /** Lagos calendar day, YYYY-MM-DD. */
  date: z.string(),
  volume_usd: z.object(
    Object.fromEntries(volumeTypes.map((t) => [t, z.string()])) as { [K in VolumeType]: z.ZodString },
  ),
  new_users: z.number().int(),
  fees_usd: z.string(),
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

export const solvencySource = z.object({
  kind: z.enum(['custody', 'hot_wallet', 'provider_float']),
  label: z.string(),
  /** In the asset's units; null when it could not be read. */
  amount: z.string().nullable(),
  status: z.enum(['ok', 'unavailable', 'not_connected']),
});

export const solvencyRow = z.object({
  asset: assetSymbol,
  /** The sum of users' balances. */
  owed: z.string(),
  owed_usd: z.string(),
  /** What the platform can be seen to hold outside the ledger (on chain, at payout providers); null when nothing could be read. */
  held: z.string().nullable(),
  held_usd: z.string().nullable(),
  /** held / owed in percent, 2 decimals; null when unknown or nothing is owed. */
  coverage: z.string().nullable(),
  status: z.enum(['covered', 'short', 'unknown']),
  sources: z.array(solvencySource),
  /** The platform's own accounts in the ledger. */
  ledger: z.object({ treasury: z.string(), fees: z.string(), clearing: z.string() }),
});
export type SolvencyRow = z.infer<typeof solvencyRow>;

export const adminAnalytics = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  series: z.array(analyticsDay),
  totals: z.object({ volume_usd: z.string(), new_users: z.number().int(), fees_usd: z.string() }),
  solvency: z.array(solvencyRow),
  generated_at: z.string(),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;

export const auditQuery = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
  /** The id of the last entry already shown. */
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before must be an audit entry id')
    .optional(),
  /** e.g. `payout.approve`, or a prefix such as `payout.` */
  action: z.string().trim().max(64, 'action is too long').optional(),
  target_id: z.string().trim().max(100, 'target_id is too long').optional(),
});

export const auditEntry = z.object({
  id: z.string(),
  action: z.string(),
  actor_id: z.string(),
  actor_tag: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** A readable name for the target (a user's tag, a payout reference) when there is one. */
  target_label: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.array(auditEntry);
