import { readFileSync, readdirSync } from 'node:fs';

/** CPU seconds (user + system) so far of each process, by pid, with its parent and command (Linux /proc). */
export function processTimes(): Map<number, { ppid: number; comm: string; seconds: number }> {
  const out = new Map<number, { ppid: number; comm: string; seconds: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the command: state, ppid, …, utime (14th field of the line), stime (15th), in clock ticks.
      out.set(Number(name), {
        ppid: Number(fields[1]),
        comm,
        seconds: (Number(fields[11]) + Number(fields[12])) / 100,
      });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return out;
}

/** CPU seconds so far of all PostgreSQL's processes. */
export function postgresSeconds(): number {
  let seconds = 0;
  for (const p of processTimes().values()) if (p.comm === 'postgres') seconds += p.seconds;
  return seconds;
}

/**
 * How long the main thread of process `pid` (its event loop) has run, and waited runnable for a
 * core, so far: Linux's per-thread scheduler statistics (`/proc/<pid>/task/<pid>/schedstat`, in ns).
 */
export function mainThreadSchedule(pid: number): { ranMs: number; waitedMs: number } {
  const [ran, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { ranMs: ran! / 1e6, waitedMs: waited! / 1e6 };
}
