import { resolve } from 'node:path';
import { shouldSeedDemo } from './config.js';
import type { Container } from './container.js';
import type { ChainRegistry } from './modules/chains/chain-registry.js';
import { DEMO_ACCOUNTS, demoSeeded, ensureConfiguredAdmin } from './seed/accounts.js';
import { seedDemo } from './seed/demo.js';
import { DEMO_FRIENDS } from './seed/demo-friends.js';

/** Work done once per start, before serving: platform accounts, the configured admin, demo data. */
export async function prepareDatabase(
  container: Container,
): Promise<{ admin: Awaited<ReturnType<typeof ensureConfiguredAdmin>> }> {
  await container.ledger.init();
  // Seeding records events whose jobs (emails, requeries) are enqueued with them: queues first.
  await container.jobs.init();
  const admin = await ensureConfiguredAdmin(container);
  if (shouldSeedDemo(container.config)) await seedDemo(container);
  return { admin };
}

export async function startupBanner(
  container: Container,
  info: { chains: ChainRegistry | undefined; processes: number; admin?: string },
): Promise<string> {
  const { config, database } = container;
  const url = `http://localhost:${config.PORT}`;
  const chains = info.chains?.all ?? [];
  const lines = [
    '',
    `  Wallet is running on ${url}${info.processes > 1 ? ` (${info.processes} processes)` : ''}`,
    `  Database: ${database.driver === 'pglite' ? `embedded PGlite in ${resolve(config.DATA_DIR)}` : 'PostgreSQL'}`,
    `  API docs: ${url}/api/docs`,
    `  Chains: ${chains.map((c) => `${c.name} (${c.source === 'devnet' ? c.adapter.rpcUrl : 'rpc'})`).join(', ') || 'none connected'}`,
  ];
  if (info.admin === 'created') lines.push(`  Admin account created for ${config.ADMIN_EMAIL}`);
  if (config.NODE_ENV !== 'production' && (await demoSeeded(container))) {
    lines.push(
      '  Demo accounts:',
      `    user   ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password}  (@${DEMO_ACCOUNTS.user.tag}, KYC verified)`,
      `    admin  ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
      `    friends ${DEMO_FRIENDS.ada.email} / ${DEMO_FRIENDS.ada.password}, ${DEMO_FRIENDS.tunde.email} / ${DEMO_FRIENDS.tunde.password}`,
    );
  }
  return lines.join('\n') + '\n';
}
