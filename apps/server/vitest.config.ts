import { defineConfig } from 'vitest/config';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * On the embedded database (PGlite) the API suite runs the files whose code differs by driver or
 * that carry the money path; every file runs on PostgreSQL, and the e2e suite drives every screen
 * against a server on PGlite. `TEST_PGLITE_ALL=1` runs every file on PGlite too.
 */
const pgliteFiles = [
  'src/db/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/seed/seed.test.ts',
  'src/modules/health/**/*.test.ts',
  'src/modules/admin/admin-rollup.test.ts',
  'src/modules/auth/sessions-cached.test.ts',
  'src/modules/ledger/**/*.test.ts',
  'src/modules/wallet/**/*.test.ts',
  'src/modules/live/**/*.test.ts',
  'src/modules/limits/**/*.test.ts',
  'src/modules/mail/mail-events.test.ts',
  'src/modules/exchange/swaps.test.ts',
  'src/modules/bills/bills.test.ts',
  'src/modules/payouts/payouts.test.ts',
  'src/modules/split/split.test.ts',
  'test/frozen-accounts.test.ts',
  'test/starknet-withdrawals.test.ts',
];

export default defineConfig({
  test: {
    include: onPostgres || process.env.TEST_PGLITE_ALL ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : pgliteFiles,
    // Row-lock and race tests need a real server: they run in the PostgreSQL pass (TEST_DB=postgres).
    exclude: onPostgres ? [] : ['test/postgres/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Files share a worker's modules (ADR 060): importing the app's graph again for each file was
    // 40-60% of the suite's time. Each file builds its own app and database, as before.
    isolate: false,
  },
});
