import { describe, expect, it } from 'vitest';
import { countTick, usdTick } from './volume-chart';

describe('chart axis ticks', () => {
  it('stay short at any scale, so none is cut off at the edge', () => {
    expect(usdTick(1_200_000)).toBe('$1.2M');
    expect(usdTick(900_000)).toBe('$900K');
    expect(usdTick(0.5)).toBe('$0.5');
    expect(usdTick(40)).toBe('$40');
    expect(countTick(1_500)).toBe('1.5K');
    expect(countTick(12)).toBe('12');
    for (const v of [1, 999, 25_000, 3_400_000, 7_000_000_000]) expect(usdTick(v).length).toBeLessThanOrEqual(6);
  });
});
