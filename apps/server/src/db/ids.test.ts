import { idParam } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { newRowId } from './ids.js';

describe('newRowId', () => {
  it('is a version 7 UUID, which the contract takes wherever it asks for an id', () => {
    const id = newRowId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idParam.safeParse({ id }).success).toBe(true);
  });

  it('starts with the time in milliseconds, so ids of different milliseconds sort in the order made', () => {
    const before = Date.now();
    const ids = Array.from({ length: 5_000 }, newRowId);
    const after = Date.now();
    const ms = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    const times = ids.map(ms);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]).toBeGreaterThanOrEqual(before);
    expect(times.at(-1)).toBeLessThanOrEqual(after);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws fresh random bits for every id, past the pool of 256 ids', () => {
    const ids = Array.from({ length: 600 }, newRowId);
    const randomPart = (id: string) => id.replace(/-/g, '').slice(13);
    expect(new Set(ids.map(randomPart)).size).toBe(ids.length);
  });
});
