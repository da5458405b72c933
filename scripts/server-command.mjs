/**
 * How every launcher starts the API server (`npm start`, the e2e run, both benchmarks): Node's
 * flags, then the entry. The cluster primary's workers inherit the flags (`process.execArgv`).
 *
 * `--max-semi-space-size=64` (MiB; V8's default is 16): each request allocates short-lived
 * objects (the request, its JSON, the rows, the promises). With four times the young generation,
 * a `bench:ledger` run did 195 scavenges instead of 663, and the tail at half load shrank: p99
 * median 31 ms (19–61) in seven runs without it, 17 ms (13–83) in seven with it, in one sitting
 * (README, Performance). It costs up to about 150 MB more memory per process under load.
 *
 * `extraFlags` (a benchmark's profiling flags) come after ours, so they can also override them.
 */
export function serverNodeArgs(extraFlags = []) {
  return ['--max-semi-space-size=64', ...extraFlags, '--import', 'tsx', 'apps/server/src/server.ts'];
}
