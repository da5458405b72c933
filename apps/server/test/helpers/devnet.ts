import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { startChains } from '../../src/modules/chains/chains.bootstrap.js';
import { createCustodyKeys } from '../../src/modules/custody/keys.js';
import { TEST_MNEMONIC } from './test-app.js';

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Three consecutive free ports for the three EVM devnets. */
export async function freePortBlock(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await portFree(base)) && (await portFree(base + 1)) && (await portFree(base + 2))) return base;
  }
  throw new Error('no free ports for the devnet');
}

/** Real anvil devnets (Ethereum, Base with test USDC, Core) for one test file, in a temp data dir. */
export async function startTestDevnet() {
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-devnet-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEVNET_PORT: String(await freePortBlock()),
    CUSTODY_MNEMONIC: TEST_MNEMONIC,
  });
  const custody = createCustodyKeys(TEST_MNEMONIC);
  const chains = await startChains(config, custody, dataDir);
  return {
    ...chains,
    custody,
    dataDir,
    close: async () => {
      await chains.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
