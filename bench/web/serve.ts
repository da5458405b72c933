/**
 * What the web benchmarks share: the built app served by the real server on a fresh embedded
 * database with demo data, Debian's Chromium, and the demo user's token.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumBenchArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { serverNodeArgs } from '../../scripts/server-command.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');

async function waitFor(url: string, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

export interface Served {
  base: string;
  browser: Browser;
  /** The demo user's session token. */
  demoToken: string;
  close(): Promise<void>;
}

/** Starts the server on `port` (its devnets on `devnetPort`) and Chromium; `close` stops both. */
export async function serveApp(port: number, devnetPort: string): Promise<Served> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-bench-web-'));
  const server = spawn(process.execPath, serverNodeArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEVNET_PORT: devnetPort,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumBenchArgs });
  const close = async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/health`);
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@wallet.test', password: 'demo-pass-2026' }),
    });
    const { token } = (await res.json()) as { token: string };
    return { base, browser, demoToken: token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
