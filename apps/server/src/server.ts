import cluster from 'node:cluster';
import { loadConfig, serverProcesses, type Config } from './config.js';
import { runPrimary } from './cluster-primary.js';
import { runServer } from './run-server.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** `WEB_CONCURRENCY` processes share the port (node:cluster); one process serves on its own. */
async function main(): Promise<void> {
  const config = configOrExit();
  const processes = serverProcesses(config);
  if (processes > 1 && cluster.isPrimary) await runPrimary(config, processes);
  else await runServer(config, cluster.isWorker ? 'cluster-worker' : 'single');
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
