/** The median and 99th percentile of `latencies` (sorted in place); NaN when there are none. */
export function percentiles(latencies: number[]): { p50: number; p99: number } {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}
