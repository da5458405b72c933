import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Row-lock and race tests need a real server: they run in the PostgreSQL pass (TEST_DB=postgres).
    exclude: process.env.TEST_DB === 'postgres' ? [] : ['test/postgres/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
