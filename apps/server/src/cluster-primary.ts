import cluster, { type Worker } from 'node:cluster';
import { resolve } from 'node:path';
import { custodyFromConfig } from './chains-container.js';
import type { Config } from './config.js';
import { createContainer } from './container.js';
import { startChains, startDevnetIfNeeded, type DevnetInfo } from './modules/chains/chains.bootstrap.js';
import { DEVNET_ENV, openConfiguredDatabase } from './run-server.js';
import { prepareDatabase, startupBanner } from './startup.js';

/** A worker that dies outside a shutdown is replaced after this long (not in a tight loop). */
const RESPAWN_DELAY_MS = 1_000;

/**
 * The cluster's primary: does the start-up work once (migrations, pg-boss's schema and queues,
 * the configured admin, the devnet), then forks `count` workers that share the port, replaces any
 * that die, and on SIGTERM/SIGINT passes the signal on and waits for them to drain.
 */
export async function runPrimary(config: Config, count: number): Promise<void> {
  const custody = custodyFromConfig(config);
  const devnet = await startDevnetIfNeeded(config, custody, resolve(config.DATA_DIR));
  const attached: DevnetInfo | undefined = devnet && { nodes: devnet.nodes, usdcAddress: devnet.usdcAddress };
  const env = attached ? { [DEVNET_ENV]: JSON.stringify(attached) } : {};
  const { registry } = await startChains(config, custody, resolve(config.DATA_DIR), attached);
  const database = await openConfiguredDatabase(config);
  const setup = createContainer(config, database, { custody, chains: registry });
  const { admin } = await prepareDatabase(setup);
  // Queues are created here, once, so workers starting together never race to create them.
  await setup.jobs.init();
  await setup.jobs.stop();

  let stopping = false;
  const workers = new Set<Worker>();
  const fork = (): Worker => {
    const worker = cluster.fork(env);
    workers.add(worker);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      setTimeout(fork, RESPAWN_DELAY_MS).unref();
    });
    return worker;
  };
  const listening = Array.from({ length: count }, fork).map(
    (worker) =>
      new Promise<void>((ready) => worker.on('message', (m: { type?: string }) => m?.type === 'listening' && ready())),
  );

  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const exited = [...workers].map((w) => new Promise((r) => w.once('exit', r)));
    for (const worker of workers) worker.process.kill(signal);
    const deadline = new Promise((r) => setTimeout(r, config.SHUTDOWN_TIMEOUT_MS + 1_000).unref());
    await Promise.race([Promise.all(exited), deadline]);
    await devnet?.stop();
    process.exit(workers.size ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await Promise.all(listening);
  process.send?.({ type: 'listening' }); // to `npm start`'s keepRunning: the cluster came up
  console.log(await startupBanner(setup, { chains: registry, processes: count, admin }));
  await database.close();
}
