import type { AuditEntry } from '@app/contract';

/** Each admin action, as a verb phrase read before its target. */
const actions: Record<string, string> = {
  'kyc.approve': 'Approved KYC',
  'kyc.reject': 'Rejected KYC',
  'payout.approve': 'Approved payout',
  'payout.reject': 'Rejected payout',
  'user.freeze': 'Froze account',
  'user.unfreeze': 'Unfroze account',
  'user.tier': 'Changed the tier of',
  'treasury.top_up': 'Topped up the',
  'prices.set': 'Changed the sandbox prices',
};

/** The log's filter: an action, or a prefix of several (the server matches `kyc.` as a prefix). */
export const auditFilters = [
  { value: '', label: 'All actions' },
  { value: 'kyc.', label: 'KYC decisions' },
  { value: 'payout.', label: 'Payout decisions' },
  { value: 'user.', label: 'Freezes and tiers' },
  { value: 'treasury.', label: 'Treasury top-ups' },
  { value: 'prices.', label: 'Price changes' },
];

/** What was done: the action's phrase, or its code for an action this page does not know yet. */
export const auditAction = (e: AuditEntry): string => actions[e.action] ?? e.action;

/** What it was done to: a user's @tag, a payout's reference, an asset's treasury; nothing for prices. */
export function auditTarget(e: AuditEntry): string {
  if (e.target_type === 'user') return e.target_label ? `@${e.target_label}` : e.target_id;
  if (e.target_type === 'payout') return e.target_label ?? e.target_id;
  if (e.target_type === 'treasury') return `${e.target_id} treasury`;
  if (e.target_type === 'prices') return '';
  return e.target_type;
}

const isEmpty = (v: unknown) => v !== null && typeof v === 'object' && Object.keys(v).length === 0;

/** What changed, in a line: the fields of `after` that differ from `before` (the reason has its own line). */
export function auditChange(e: AuditEntry): string {
  const after = e.after ?? {};
  return Object.entries(after)
    .filter(
      ([k, v]) =>
        k !== 'reason' &&
        k !== 'rejection_reason' &&
        !isEmpty(v) &&
        JSON.stringify(v) !== JSON.stringify(e.before?.[k]),
    )
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}
