import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRunning } from '../../../scripts/keep-running.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A child that appends a line to `runs` each time it starts; on its nth start it says it came up
 * (as the server does once it listens) when `up[n]`, then exits with `codes[n]` after 300 ms, or
 * waits for a signal when `codes[n]` is null.
 */
function child(codes: (number | null)[], up: boolean[]): [string, string[]] {
  dir = mkdtempSync(join(tmpdir(), 'keep-running-'));
  const runs = join(dir, 'runs');
  const script = `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(runs)}, 'run\\n');
    const n = fs.readFileSync(${JSON.stringify(runs)}, 'utf8').trim().split('\\n').length - 1;
    const codes = ${JSON.stringify(codes)}, up = ${JSON.stringify(up)};
    if (up[n]) process.send({ type: 'listening' });
    if (codes[n] === null) setInterval(() => {}, 1000);
    else setTimeout(() => process.exit(codes[n]), 300);
  `;
  return [process.execPath, ['-e', script]];
}
const runs = () => readFileSync(join(dir, 'runs'), 'utf8').trim().split('\n').length;

describe('keepRunning (npm start)', () => {
  it('starts the command again after a crash, and ends with the exit code of a clean stop', async () => {
    const restarts: string[] = [];
    const [command, args] = child([1, 1, 0], [true, true, true]);
    const { exited } = keepRunning(command, args, {
      restartDelayMs: 10,
      onRestart: (r) => restarts.push(r),
    });
    expect(await exited).toBe(0);
    expect(runs()).toBe(3);
    expect(restarts).toEqual(['exit code 1', 'exit code 1']);
  });

  it('does not start again a command that fails before it came up', async () => {
    const restarts: string[] = [];
    const [command, args] = child([3, 0], [false, true]);
    const { exited } = keepRunning(command, args, {
      restartDelayMs: 10,
      onRestart: (r) => restarts.push(r),
    });
    expect(await exited).toBe(3);
    expect(runs()).toBe(1);
    expect(restarts).toEqual([]);
  });

  it('passes a stop signal on and does not start again what it stopped', async () => {
    const [command, args] = child([null, null], [true, true]);
    const { exited, stop } = keepRunning(command, args, { restartDelayMs: 10 });
    await new Promise((r) => setTimeout(r, 500));
    stop('SIGTERM');
    expect(await exited).toBe(1);
    expect(runs()).toBe(1);
  });
});
