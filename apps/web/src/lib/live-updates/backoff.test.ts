import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_CAP_MS } from './backoff';

describe('reconnect backoff', () => {
  it('doubles per attempt, between half and the full exponential step', () => {
    expect(reconnectDelay(0, { random: () => 0 })).toBe(500);
    expect(reconnectDelay(0, { random: () => 0.999999 })).toBe(1000);
    expect(reconnectDelay(1, { random: () => 0 })).toBe(1000);
    expect(reconnectDelay(3, { random: () => 0.5 })).toBe(6000);
  });

  it('never exceeds the cap, however many attempts', () => {
    for (const attempt of [5, 10, 50, 1000]) {
      expect(reconnectDelay(attempt, { random: () => 0.999999 })).toBeLessThanOrEqual(RECONNECT_CAP_MS);
      expect(reconnectDelay(attempt, { random: () => 0 })).toBe(RECONNECT_CAP_MS / 2);
    }
  });

  it('spreads clients out (jitter)', () => {
    const delays = new Set(Array.from({ length: 20 }, () => reconnectDelay(4)));
    expect(delays.size).toBeGreaterThan(1);
  });
});
