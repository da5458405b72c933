/**
 * How every launcher starts the API server (`npm start`, the e2e run, both benchmarks): Node's
 * flags, then the entry. The cluster primary's workers inherit the flags (`process.execArgv`).
 *
 * `--max-semi-space-size=64` (MiB; V8's default is 16): each request allocates short-lived
 * objects (the request, its JSON, the rows, the promises). With four times the young generation,
 * a `bench:ledger` run did 195 scavenges instead of 663, and the tail at half load shrank: p99
 * median 31 ms (19–61) in seven runs without it, 17 ms (13–83) in seven with it, in one sitting
 * (docs/performance-history.md). It costs up to about 150 MB more memory per process under load.
 *
 * `--heap-growing-percent=300` (ADR 032): after each full garbage collection the old generation may
 * grow to four times what survived (V8's own upper bound for its growing factor) before the next.
 * V8 otherwise picked about twice, and with a young generation this large that left so little room
 * that marking began again right after every full collection: 25–46 full collections in a
 * `bench:ledger` run, their pauses behind the slow answers at half load. With it, 3–5. It costs
 * about 120 MB more memory per process at full load.
 *
 * `extraFlags` (a benchmark's profiling flags) come after ours, so they can also override them.
 */
export function serverNodeArgs(extraFlags = []) {
  return [
    '--max-semi-space-size=64',
    '--heap-growing-percent=300',
    ...extraFlags,
    '--import',
    'tsx',
    'apps/server/src/server.ts',
  ];
}
