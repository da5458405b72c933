import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, WEBHOOK_SECRET } from './helpers/env';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const isCI = !!process.env.CI;

/**
 * End-to-end suite: the real server (embedded PGlite on a fresh temp DATA_DIR, demo data
 * seeded) serving the built web app (run `npm run build` first), driven by Debian's Chromium.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // Two workers, the server and Chromium share 2 cores: multi-page journeys need more than 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: './.artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // Recording a trace costs Chromium a fifth of the suite's time (screencast frames of every
    // test): in CI only a retry records one (a failure is retried once); locally every failure keeps one.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // Creates a temp DATA_DIR, starts the server on it, removes it on shutdown.
    command: 'node support/start-server.mjs',
    url: `${baseURL}/api/health`,
    env: { PORT: String(E2E_PORT), SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET },
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
