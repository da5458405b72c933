/**
 * API latency of this server instance: the duration of each response, kept in a fixed ring
 * buffer (the newest `capacity` requests), summarised over a recent window. Per instance, by
 * design: nothing is shared or stored, so it costs next to nothing on the request path.
 */
export function createLatencyRecorder(options: { capacity?: number; now?: () => number } = {}) {
  const capacity = options.capacity ?? 8192;
  const now = options.now ?? Date.now;
  const at = new Float64Array(capacity);
  const ms = new Float64Array(capacity);
  let next = 0;
  let size = 0;

  return {
    record(durationMs: number): void {
      if (!Number.isFinite(durationMs) || durationMs < 0) return;
      at[next] = now();
      ms[next] = durationMs;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
    },

    /** p50 and p99 (nearest rank, in ms, 1 decimal) of the responses in the last `windowMs`. */
    summary(windowMs = 5 * 60_000): { p50: number | null; p99: number | null; count: number } {
      const since = now() - windowMs;
      const recent: number[] = [];
      for (let i = 0; i < size; i++) if (at[i]! >= since) recent.push(ms[i]!);
      if (!recent.length) return { p50: null, p99: null, count: 0 };
      recent.sort((a, b) => a - b);
      const rank = (p: number) => Math.round(recent[Math.max(0, Math.ceil((p / 100) * recent.length) - 1)]! * 10) / 10;
      return { p50: rank(50), p99: rank(99), count: recent.length };
    },
  };
}
export type LatencyRecorder = ReturnType<typeof createLatencyRecorder>;
