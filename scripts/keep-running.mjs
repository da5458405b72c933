import { spawn } from 'node:child_process';

/**
 * Runs a command and starts it again when it crashes, as an orchestrator would in production:
 * `npm start` keeps the app up after an error nothing caught (the server logs it, drains and
 * exits 1). Only a process that had come up (sent `{ type: 'listening' }` over IPC, as the server
 * does once it listens) is started again: one that fails on its way up (a port in use, a bad
 * setting) would only fail again. `stop(signal)` passes the signal on, and the command's exit then
 * ends it. `exited` resolves with the exit code to end with.
 */
export function keepRunning(command, args, { restartDelayMs = 1_000, onRestart } = {}) {
  let stopping = false;
  let child;
  const exited = new Promise((finish) => {
    const run = () => {
      let cameUp = false;
      child = spawn(command, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
      child.on('message', (message) => (cameUp ||= message?.type === 'listening'));
      child.on('exit', (code, signal) => {
        if (code === 0 || stopping || !cameUp) return finish(code ?? 1);
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
