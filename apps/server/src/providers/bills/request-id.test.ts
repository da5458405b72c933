import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id.js';

describe('bill request ids', () => {
  it('start with the Lagos date-time YYYYMMDDHHmm (UTC+1), then 16 random characters', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Lagos.
    const id = newRequestId(new Date('2025-12-31T23:30:45Z'));
    expect(id).toMatch(/^202601010030[A-Z0-9]{16}$/);
  });

  it('are unique per payment', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const ids = new Set(Array.from({ length: 1000 }, () => newRequestId(now)));
    expect(ids.size).toBe(1000);
  });
});
