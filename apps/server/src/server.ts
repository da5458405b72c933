import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, shouldSeedDemo, type Config } from './config.js';
import { custodyFromConfig } from './chains-container.js';
import { createContainer } from './container.js';
import { startChains } from './modules/chains/chains.bootstrap.js';
import { openDatabase } from './db/client.js';
import { seedDemoBills } from './seed/demo-bills.js';
import { fundDemoUser } from './seed/demo-funds.js';
import { seedDemoSplits } from './seed/demo-split.js';
import { DEMO_FRIENDS } from './seed/demo-friends.js';
import { DEMO_ACCOUNTS, demoSeeded, ensureConfiguredAdmin, seedDemoAccounts } from './seed/accounts.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR, 'pglite') });

  const custody = custodyFromConfig(config);
  const chains = await startChains(config, custody, resolve(config.DATA_DIR));
  const container = createContainer(config, database, { custody, chains: chains.registry });
  await container.ledger.init();
  const admin = await ensureConfiguredAdmin(container);
  if (shouldSeedDemo(config)) {
    await seedDemoAccounts(container, async (userId) => {
      await fundDemoUser(container, userId);
      await seedDemoBills(container, userId);
      await seedDemoSplits(container, userId);
    });
  }

  const app = await buildApp({
    config,
    database,
    container,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close(); // also stops the job workers, letting running jobs finish
    await chains.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await container.jobs.startWorkers();
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  Wallet is running on ${url}`,
    `  Database: ${database.driver === 'pglite' ? `embedded PGlite in ${resolve(config.DATA_DIR)}` : 'PostgreSQL'}`,
    `  API docs: ${url}/api/docs`,
    `  Chains: ${chains.registry.all.map((c) => `${c.name} (${c.source === 'devnet' ? c.adapter.rpcUrl : 'rpc'})`).join(', ') || 'none connected'}`,
  ];
  if (admin === 'created') lines.push(`  Admin account created for ${config.ADMIN_EMAIL}`);
  if (config.NODE_ENV !== 'production' && (await demoSeeded(container))) {
    lines.push(
      '  Demo accounts:',
      `    user   ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password}  (@${DEMO_ACCOUNTS.user.tag}, KYC verified)`,
      `    admin  ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
      `    friends ${DEMO_FRIENDS.ada.email} / ${DEMO_FRIENDS.ada.password}, ${DEMO_FRIENDS.tunde.email} / ${DEMO_FRIENDS.tunde.password}`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
