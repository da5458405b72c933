import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { custodyFromConfig } from './chains-container.js';
import type { Config } from './config.js';
import { createContainer } from './container.js';
import { openDatabase, type Database } from './db/client.js';
import { createLifecycle } from './http/lifecycle.js';
import { startChains, type DevnetInfo } from './modules/chains/chains.bootstrap.js';
import { prepareDatabase, startupBanner } from './startup.js';
import { handleUncaughtErrors } from './uncaught-errors.js';

/** Set by the cluster's primary for its workers: the devnet it runs. */
export const DEVNET_ENV = 'WALLET_CLUSTER_DEVNET';

export async function openConfiguredDatabase(
  config: Config,
  onConnectionError?: (e: Error) => void,
): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        ...(onConnectionError ? { onConnectionError } : {}),
      })
    : openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR, 'pglite') });
}

/**
 * One serving process. On its own (`single`) it also does the start-up work (migrations, the
 * configured admin, demo data, devnet) and prints the banner; as a cluster worker the primary
 * has done those, and it reports `listening` to the primary instead.
 */
export async function runServer(config: Config, role: 'single' | 'cluster-worker'): Promise<void> {
  // Until the app's logger exists (migrations run first), lost connections go to stderr.
  let logLost = (err: Error) => console.warn('database connection lost:', err.message);
  const database = await openConfiguredDatabase(config, (err) => logLost(err));
  const custody = custodyFromConfig(config);
  const attached =
    role === 'cluster-worker' && process.env[DEVNET_ENV]
      ? (JSON.parse(process.env[DEVNET_ENV]) as DevnetInfo)
      : undefined;
  const chains =
    role === 'cluster-worker'
      ? await startChains(
          { ...config, DEVNET: attached ? config.DEVNET : 'off' },
          custody,
          resolve(config.DATA_DIR),
          attached,
        )
      : await startChains(config, custody, resolve(config.DATA_DIR));
  const container = createContainer(config, database, { custody, chains: chains.registry });
  const prepared = role === 'single' ? await prepareDatabase(container) : undefined;

  const lifecycle = createLifecycle();
  const app = await buildApp({
    config,
    database,
    container,
    lifecycle,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  });
  logLost = (err) => app.log.warn({ err }, 'database connection lost');

  // Graceful shutdown: readiness turns 503 at once (a load balancer drains us), then the server
  // stops accepting, finishes requests in flight, closes sockets with "restarting" (clients
  // reconnect elsewhere) and releases its jobs, all within SHUTDOWN_TIMEOUT_MS. A signal that
  // comes again meanwhile is ignored: launchers pass one on that a terminal or Playwright has also
  // sent the process group. An error nothing caught is logged as fatal and drains the same way,
  // then exits 1 for the supervisor (the cluster's primary, `npm start`, an orchestrator) to start
  // a fresh process; a second one exits at once. A lost database connection is not fatal
  // (uncaught-errors.ts).
  const shutdown = async (reason: string, exitCode: 0 | 1) => {
    if (lifecycle.shuttingDown()) return;
    lifecycle.beginShutdown();
    app.log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
    await app.close();
    await chains.stop();
    await database.close();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  handleUncaughtErrors({
    onLostConnection: (err) => app.log.warn({ err }, 'database connection lost under background work'),
    onFatal: (err) => {
      if (lifecycle.shuttingDown()) {
        app.log.fatal({ err }, 'uncaught error while shutting down; exiting');
        process.exit(1);
      }
      app.log.fatal({ err }, 'uncaught error; shutting down');
      void shutdown('uncaught error', 1);
    },
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  await container.jobs.startWorkers({ onError: (err) => app.log.warn({ err }, 'background jobs: pg-boss failed') });
  // To the cluster's primary, or to `npm start`'s keepRunning: this process came up.
  process.send?.({ type: 'listening' });
  if (role === 'single')
    console.log(await startupBanner(container, { chains: chains.registry, processes: 1, ...prepared }));
}
