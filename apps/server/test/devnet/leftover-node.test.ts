import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, http } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../src/providers/chains/devnet.js';
import { freePortBlock } from '../helpers/devnet.js';

const dataDir = mkdtempSync(join(tmpdir(), 'devnet-leftover-'));
const started: Devnet[] = [];
afterAll(async () => {
  await Promise.all(started.map((d) => d.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

const running = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('anvil');
  } catch {
    return false;
  }
};

describe.runIf(process.platform === 'linux')('a devnet node left by a killed server', () => {
  it('is stopped when the server starts again, and the new node keeps the chain', async () => {
    const basePort = await freePortBlock();
    const options = {
      dataDir,
      basePort,
      chains: ['core' as const],
      hotWallet: '0x000000000000000000000000000000000000dEaD',
    };
    // The first server "dies": its node is never stopped, as after a SIGKILL.
    const first = await startDevnet(options);
    started.push(first); // stopped at the end whatever happens (a no-op once it is gone)
    const pidFile = join(dataDir, 'devnet', 'core.pid');
    const leftover = Number(readFileSync(pidFile, 'utf8'));
    expect(running(leftover)).toBe(true);

    const second = await startDevnet(options);
    started.push(second);
    expect(running(leftover)).toBe(false);
    const now = Number(readFileSync(pidFile, 'utf8'));
    expect(now).not.toBe(leftover);
    expect(running(now)).toBe(true);
    const client = createPublicClient({ transport: http(second.nodes[0]!.rpcUrl) });
    expect(await client.getChainId()).toBe(31339);

    await second.stop();
    expect(running(now)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
  });
});
