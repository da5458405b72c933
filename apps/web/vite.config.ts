import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { inlineCss } from './build/inline-css';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender';
import { routePreloads } from './build/route-preloads';

const apiTarget = 'http://localhost:3000';

/**
 * react-router's package exports point at its development build (its dev warnings on, and
 * checks that cost start-up time); it ships a production build beside it. Production bundles
 * take that one; the dev server and tests keep the warnings.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production', 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production', 'dom-export.mjs') },
];

/** The sign-in pages: their HTML holds their screen, and only that screen's CSS (ADR 044, 047). */
const prerendered = { 'auth.html': '/auth', 'auth-register.html': '/auth?mode=register' };

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    react(),
    tailwindcss(),
    // Served by the server: auth.html for /auth and /login (auth-register.html with
    // ?mode=register), index.html for everything else. The entry imports render-app after the
    // first paint: preloaded, it is already here by then.
    routePreloads(
      {
        'index.html': [
          'react-dom/client.js',
          'src/app/render-app.tsx',
          'src/app/layout/app-shell-route.tsx',
          'src/app/routes/dashboard.tsx',
        ],
        'auth.html': ['react-dom/client.js', 'src/app/render-app.tsx', 'src/app/routes/auth.tsx'],
        'auth-register.html': ['react-dom/client.js', 'src/app/render-app.tsx', 'src/app/routes/auth.tsx'],
      },
      // The screens the dashboard leads to (its three quick actions and its View all), fetched once
      // the signed-in app is up (ADR 056).
      [
        'src/app/routes/withdraw.tsx',
        'src/app/routes/deposits.tsx',
        'src/app/routes/swap.tsx',
        'src/app/routes/transactions.tsx',
      ],
    ),
    // The sign-in pages' first paint is their screen, not a spinner.
    prerenderPages(prerendered),
    inlineCss({ critical: Object.keys(prerendered), stylesheet: 'src/index.css' }),
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // `ws: true` so the live-updates socket under /api goes through the same proxy.
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The contract is schemas and pure functions: a module none of whose exports a chunk uses
      // is dropped, and so is a schema or formatter nobody reads (building a zod schema and
      // Intl's constructors are side-effect free). The client calls the API through the contract's
      // schema-free `routes`, so a screen that shows data and has no form builds no schema.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
        manualPureFunctions: ['Intl', 'z'],
      },
      output: {
        // Long-lived vendor chunks: app deploys don't bust the cache for libraries.
        codeSplitting: {
          // Tiny shared chunks (a button, an icon) cost a round trip each on a phone network:
          // they are inlined into the chunks that use them instead.
          experimentalInlineCommonChunks: { maxSize: 12_000 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Test files share a worker's modules and jsdom (ADR 060): loading both for each file was about
    // three quarters of the suite's time. So a test leaves nothing behind: no module mocks (stand-ins
    // go in as globals, as `src/test/fake-xhr.ts`), and these undo spies, globals and env per test.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    maxWorkers: 2,
  },
}));
