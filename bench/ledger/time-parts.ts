/** One answer of the latency phase: what the load generator saw, and the server's Server-Timing. */
export interface TimedAnswer {
  ms: number;
  /** Each `name;dur=ms` of the answer's Server-Timing (`app`, `auth`, and a send's `read`, `queue`, `lock`, `write`). */
  timing: Record<string, number>;
}

/** The named durations of a Server-Timing header. */
export function parseServerTiming(header: string): Record<string, number> {
  const timing: Record<string, number> = {};
  for (const [, name, ms] of header.matchAll(/([\w-]+);dur=([\d.]+)/g)) timing[name!] = Number(ms);
  return timing;
}

/** Mean ms of each part of a send's time, over some answers. */
export interface TimeParts {
  auth: number;
  read: number;
  queue: number;
  lock: number;
  write: number;
  /** The rest of the server's time: parsing, checks, the answer, and waits for its event loop. */
  rest: number;
  /** Between the load generator and the server: sockets, the kernel, both event loops. */
  outside: number;
}

/** Where the time of the slowest `share` of `answers` went (1 for all of them), as means. */
export function whereTimeWent(answers: TimedAnswer[], share = 1): TimeParts {
  const slowest = [...answers].sort((a, b) => b.ms - a.ms).slice(0, Math.max(1, Math.round(answers.length * share)));
  const mean = (part: (a: TimedAnswer) => number) => slowest.reduce((sum, a) => sum + part(a), 0) / slowest.length;
  const t = (a: TimedAnswer, name: string) => a.timing[name] ?? 0;
  const steps = ['auth', 'read', 'queue', 'lock', 'write'] as const;
  const [auth, read, queue, lock, write] = steps.map((name) => mean((a) => t(a, name)));
  return {
    auth: auth!,
    read: read!,
    queue: queue!,
    lock: lock!,
    write: write!,
    rest: mean((a) => steps.reduce((left, name) => left - t(a, name), t(a, 'app'))),
    outside: mean((a) => a.ms - t(a, 'app')),
  };
}

export const formatParts = (p: TimeParts) =>
  `auth ${p.auth.toFixed(1)}, read ${p.read.toFixed(1)}, queue ${p.queue.toFixed(1)}, lock ${p.lock.toFixed(1)}, ` +
  `write ${p.write.toFixed(1)}, rest ${p.rest.toFixed(1)}, outside ${p.outside.toFixed(1)} ms`;
