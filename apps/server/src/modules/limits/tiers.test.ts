import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lagosDay, nextLagosMidnight } from './tiers.js';

const lagosCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY_MS = 86_400_000;
/** Any instant from 1990 to 2100, half of them within two minutes of a Lagos midnight (23:00 UTC). */
const instant = fc.oneof(
  fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms)),
  fc
    .tuple(fc.integer({ min: 7305, max: 47482 }), fc.integer({ min: -120_000, max: 120_000 }))
    .map(([day, ms]) => new Date(day * DAY_MS + 23 * 3_600_000 + ms)),
);

describe('the Lagos day', () => {
  it('is the day the time zone database gives for Africa/Lagos, at any instant', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(lagosDay(at)).toBe(lagosCalendar.format(at));
      }),
    );
  });

  it('turns at 23:00 UTC', () => {
    expect(lagosDay(new Date('2026-11-26T22:59:59.999Z'))).toBe('2026-11-26');
    expect(lagosDay(new Date('2026-11-26T23:00:00.000Z'))).toBe('2026-11-27');
  });

  it('ends at the next Lagos midnight, which starts the next day', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const day = lagosDay(at);
        const next = nextLagosMidnight(day);
        expect(next.getTime()).toBeGreaterThan(at.getTime());
        expect(lagosDay(new Date(next.getTime() - 1))).toBe(day);
        expect(lagosDay(next)).not.toBe(day);
      }),
    );
    expect(nextLagosMidnight('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});
