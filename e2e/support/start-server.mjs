// Starts the API server (which also serves apps/web/dist) for the e2e run on a fresh, throw-away
// data directory, and removes that directory when the server stops. Playwright's webServer runs
// this and stops it with SIGTERM (see gracefulShutdown in playwright.config.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../../scripts/server-command.mjs';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-e2e-'));

const child = spawn(process.execPath, serverNodeArgs(), {
  cwd: repoRoot, // the server resolves its imports and the web dist from the repo root
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LOGIN_MAX_PER_IP: '1000',
    LOGIN_MAX_PER_ACCOUNT: '1000',
    REGISTER_MAX_PER_IP: '1000',
    // Keep clear of a developer's own devnet on the default ports.
    DEVNET_PORT: process.env.E2E_DEVNET_PORT ?? '18545',
  },
});

let stopping = false;
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`[e2e] could not remove ${dataDir}:`, error);
  }
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  cleanUp();
  if (stopping) process.exit(code ?? 0);
  // Exiting on its own, even with code 0, means the server never came up or died: fail loudly.
  console.error(
    `[e2e] the server exited unexpectedly (code ${code}, signal ${signal}). A silent exit with code 0 during ` +
      'start-up means a promise never settled (e.g. a query deadlocked on the single PGlite connection).',
  );
  process.exit(code || 1);
});
