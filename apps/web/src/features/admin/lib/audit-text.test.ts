import type { AuditEntry } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { auditAction, auditChange, auditTarget } from './audit-text';

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  action: 'user.freeze',
  actor_id: 'a',
  actor_tag: 'demo_admin',
  target_type: 'user',
  target_id: 'u1',
  target_label: 'tunde',
  reason: null,
  before: null,
  after: null,
  request_id: null,
  ip: null,
  created_at: '2026-11-30T00:00:00Z',
  ...e,
});

describe('audit log lines', () => {
  it('says every action the server records in words, with its target', () => {
    const lines = [
      entry({ action: 'user.tier', after: { tier: 3, reason: 'due diligence' }, before: { tier: 1 } }),
      entry({ action: 'treasury.top_up', target_type: 'treasury', target_id: 'ETH', target_label: null }),
      entry({ action: 'prices.set', target_type: 'prices', target_id: 'sandbox', target_label: null }),
      entry({ action: 'payout.reject', target_type: 'payout', target_id: 'p1', target_label: 'po_123' }),
    ].map((e) => `${auditAction(e)} ${auditTarget(e)}`.trim());
    expect(lines).toEqual([
      'Changed the tier of @tunde',
      'Topped up the ETH treasury',
      'Changed the sandbox prices',
      'Rejected payout po_123',
    ]);
  });

  it('keeps the code of an action it does not know, and the target type of an unknown target', () => {
    const e = entry({ action: 'chain.pause', target_type: 'chain', target_id: 'base', target_label: null });
    expect(`${auditAction(e)} ${auditTarget(e)}`).toBe('chain.pause chain');
  });

  it('lists what changed, without the reason, unchanged fields or empty ones', () => {
    const e = entry({
      action: 'prices.set',
      before: { usd: { ETH: '3500' }, ngn_per_usd: '1550' },
      after: { usd: {}, ngn_per_usd: '1600', reason: 'test' },
    });
    expect(auditChange(e)).toBe('ngn per usd: 1600');
    expect(auditChange(entry({ before: { frozen: false }, after: { frozen: true } }))).toBe('frozen: true');
    expect(auditChange(entry({ before: { tier: 3 }, after: { tier: 3 } }))).toBe('');
  });
});
