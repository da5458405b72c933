// Runs a test command; if it prints nothing for HANG_GUARD_IDLE_MINUTES (default 5), it is hung:
// its whole process group is killed and it runs once more, from the start. No dependencies.
//
// Why (ADR 029): in one CI run a vitest worker waited forever, with no CPU, no database
// connection and no timer, on Node's own import of an external module (drizzle-orm) before its
// file's first test; vitest's timeouts do not cover imports, so the run would sit until CI's
// 90-minute limit. Every test file prints a line when it ends (the slowest takes under a minute),
// so five silent minutes is a hang, not a slow test. A failing run is never retried here: its
// exit code is returned as it is.
//
// Usage: node scripts/hang-guard.mjs <command> [args…]
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/hang-guard.mjs <command> [args…]');
  process.exit(2);
}
const idleMs = Number(process.env.HANG_GUARD_IDLE_MINUTES ?? 5) * 60_000;
let current;

/** Runs the command once: its exit code, or 'hung' after `idleMs` without output. */
function runOnce() {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], detached: true });
    current = child;
    let timer;
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        console.error(`\n[hang-guard] no output for ${idleMs / 60_000} min: killing "${[command, ...args].join(' ')}"`);
        process.kill(-child.pid, 'SIGKILL');
        resolve('hung');
      }, idleMs);
    };
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), quiet()));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), quiet()));
    // 'close', not 'exit': the last of its output has been passed on by then.
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(`[hang-guard] could not run ${command}: ${error.message}`);
      resolve(127);
    });
    quiet();
  });
}

// The command runs in its own process group (so a hang can be killed whole): pass signals on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current?.exitCode === null) process.kill(-current.pid, signal);
    process.exit(130);
  });
}

let outcome = await runOnce();
if (outcome === 'hung') {
  console.error('[hang-guard] running it once more, from the start');
  outcome = await runOnce();
  if (outcome === 'hung') outcome = 1;
}
process.exit(outcome);
