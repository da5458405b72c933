import { describe, expect, it } from 'vitest';
import { createLatencyRecorder } from './latency-recorder.js';

describe('latency recorder (per instance, ring buffer)', () => {
  it('gives nearest-rank p50 and p99 over the recent window only', () => {
    let now = 1_000_000;
    const recorder = createLatencyRecorder({ capacity: 1000, now: () => now });
    expect(recorder.summary()).toEqual({ p50: null, p99: null, count: 0 });
    recorder.record(5000); // old: falls out of the 5-minute window
    now += 6 * 60_000;
    for (let ms = 1; ms <= 100; ms++) recorder.record(ms);
    expect(recorder.summary()).toEqual({ p50: 50, p99: 99, count: 100 });
    recorder.record(Number.NaN);
    recorder.record(-1);
    expect(recorder.summary().count).toBe(100);
  });

  it('keeps only the newest requests once full', () => {
    const now = 0;
    const recorder = createLatencyRecorder({ capacity: 10, now: () => now });
    for (let i = 0; i < 25; i++) recorder.record(i < 15 ? 1000 : 2);
    expect(recorder.summary()).toEqual({ p50: 2, p99: 2, count: 10 });
  });
});
