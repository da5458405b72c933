import { idParam } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { newRowId } from './ids.js';

describe('newRowId', () => {
  it('is a version 7 UUID, which the contract takes wherever it asks for an id', () => {
    const id = newRowId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idParam.safeParse({ id }).success).toBe(true);
  });

  it('starts with the time in milliseconds, so ids sort in the order they were made', () => {
    const before = Date.now();
    const ids = Array.from({ length: 5_000 }, newRowId);
    const after = Date.now();
    // Several per millisecond here: ids of one millisecond still sort in order.
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const ms = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms(ids[0]!)).toBeGreaterThanOrEqual(before);
    expect(ms(ids.at(-1)!)).toBeLessThanOrEqual(after);
  });
});
