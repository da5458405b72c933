import { spawn } from 'node:child_process';

/**
 * Runs a command and starts it again when it crashes, as an orchestrator would in production:
 * `npm start` keeps the app up after an error nothing caught (the server logs it, drains and
 * exits 1). A process that fails before it has run `minUptimeMs` (a port in use, a bad setting)
 * is not started again: that would only repeat the failure. `stop(signal)` passes the signal on,
 * and the command's exit then ends it. `exited` resolves with the exit code to end with.
 */
export function keepRunning(command, args, { minUptimeMs = 10_000, restartDelayMs = 1_000, onRestart } = {}) {
  let stopping = false;
  let child;
  const exited = new Promise((finish) => {
    const run = () => {
      const startedAt = Date.now();
      child = spawn(command, args, { stdio: 'inherit' });
      child.on('exit', (code, signal) => {
        const crashed = code !== 0 && !stopping && Date.now() - startedAt >= minUptimeMs;
        if (!crashed) return finish(code ?? 1);
        onRestart?.(signal ?? `exit code ${code}`);
        setTimeout(run, restartDelayMs);
      });
    };
    run();
  });
  const stop = (signal) => {
    stopping = true;
    child.kill(signal);
  };
  return { exited, stop };
}
