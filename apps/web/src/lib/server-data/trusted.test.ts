import { describe, expect, it } from 'vitest';
import * as checked from './checked';
import * as trusted from './trusted';

describe('server data in production (trusted) and in development (checked)', () => {
  it('production passes an answer through; development rejects one that breaks the contract', () => {
    expect(() => trusted.checkResponse('health', { nonsense: true })).not.toThrow();
    expect(() => checked.checkResponse('health', { nonsense: true })).toThrow('Unexpected response from server');
  });

  it('a live message is an event when it has a type; anything else is dropped', () => {
    const event = { type: 'balance_update', asset: 'ETH' };
    expect(trusted.toLiveEvent(event)).toBe(event);
    expect(checked.toLiveEvent(event)).toEqual(event);
    for (const junk of [null, 'text', 42, {}, { type: 7 }]) {
      expect(trusted.toLiveEvent(junk)).toBeNull();
      expect(checked.toLiveEvent(junk)).toBeNull();
    }
  });
});
