import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { serverRoot } from '../../db/paths.js';
import type { ChainId } from '../../modules/assets/catalogue.js';

/** anvil's default mnemonic: its accounts are prefunded on every devnet and serve as the faucet. */
export const DEVNET_FAUCET = mnemonicToAccount('test test test test test test test test test test test junk');
const DEVNET_CHAIN_IDS: Record<Exclude<ChainId, 'starknet'>, number> = { ethereum: 31337, base: 31338, core: 31339 };
const HOT_WALLET_FUNDING = parseEther('10000');
const USDC_MINT = 10_000_000n * 1_000_000n;

export interface DevnetNode {
  chain: Exclude<ChainId, 'starknet'>;
  rpcUrl: string;
  chainId: number;
}

export interface Devnet {
  nodes: DevnetNode[];
  usdcAddress: string | undefined;
  stop(): Promise<void>;
}

function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const require = createRequire(import.meta.url);
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`);
  return join(pkg, '..', 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

async function waitForRpc(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 1000 }) });
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null)
      throw new Error(`anvil exited with code ${child.exitCode} (is port ${new URL(url).port} taken?)`);
    try {
      await client.getChainId();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`anvil at ${url} did not answer`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGINT'); // anvil dumps its state file on SIGINT
  });
}

/** Whether `pid` is a running anvil (Linux's /proc; elsewhere unknown, so never). A zombie has no command line. */
function isAnvil(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('anvil');
  } catch {
    return false;
  }
}

/**
 * Stops the node a killed server left running (its pid file outlives it), so that the new node
 * binds the port and owns the state file, and none is left behind when the new server stops.
 */
async function stopLeftover(pidFile: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !isAnvil(pid)) return;
  process.kill(pid, 'SIGINT'); // it dumps its state first
  const end = Date.now() + 5000;
  while (isAnvil(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  if (isAnvil(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * Starts one anvil node per EVM chain (ports from `basePort` up), each with its own chain id and
 * its state kept in `dataDir/devnet`, so a restart never forgets funds the ledger credited. Funds
 * the hot wallet and deploys the devnet USDC on Base (once; its address is kept beside the state).
 */
export async function startDevnet(options: {
  dataDir: string;
  basePort: number;
  chains: Exclude<ChainId, 'starknet'>[];
  hotWallet: string;
}): Promise<Devnet> {
  const dir = join(options.dataDir, 'devnet');
  mkdirSync(dir, { recursive: true });
  const binary = anvilBinary();
  const children: ChildProcess[] = [];
  const nodes: DevnetNode[] = [];
  const order: Exclude<ChainId, 'starknet'>[] = ['ethereum', 'base', 'core'];
  try {
    for (const chain of options.chains) {
      const port = options.basePort + order.indexOf(chain);
      const chainId = DEVNET_CHAIN_IDS[chain];
      const pidFile = join(dir, `${chain}.pid`);
      await stopLeftover(pidFile);
      const child = spawn(
        binary,
        [
          '--host',
          '127.0.0.1',
          '--port',
          String(port),
          '--chain-id',
          String(chainId),
          '--state',
          join(dir, `${chain}.json`),
          '--state-interval',
          '5',
          '--silent',
        ],
        { stdio: 'ignore' },
      );
      children.push(child);
      if (child.pid) writeFileSync(pidFile, String(child.pid));
      child.once('exit', () => {
        if (existsSync(pidFile) && readFileSync(pidFile, 'utf8') === String(child.pid))
          rmSync(pidFile, { force: true });
      });
      const rpcUrl = `http://127.0.0.1:${port}`;
      await waitForRpc(rpcUrl, child);
      nodes.push({ chain, rpcUrl, chainId });
      const client = createPublicClient({ transport: http(rpcUrl) });
      if ((await client.getBalance({ address: options.hotWallet as Hex })) < HOT_WALLET_FUNDING / 10n) {
        await client.request({
          method: 'anvil_setBalance' as never,
          params: [options.hotWallet, `0x${HOT_WALLET_FUNDING.toString(16)}`] as never,
        });
      }
    }
    // Never leave nodes behind if this process exits without a clean stop.
    process.once('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGINT')));
    const base = nodes.find((n) => n.chain === 'base');
    const usdcAddress = base ? await ensureDevnetUsdc(base, dir, options.hotWallet) : undefined;
    return { nodes, usdcAddress, stop: async () => void (await Promise.all(children.map(stopProcess))) };
  } catch (error) {
    await Promise.all(children.map(stopProcess));
    throw error;
  }
}

async function ensureDevnetUsdc(node: DevnetNode, dir: string, hotWallet: string): Promise<string> {
  const file = join(dir, 'base-usdc.json');
  const client = createPublicClient({ transport: http(node.rpcUrl) });
  if (existsSync(file)) {
    const { address } = JSON.parse(readFileSync(file, 'utf8')) as { address: Hex };
    const code = await client.getCode({ address });
    if (code && code !== '0x') return address;
  }
  const artifact = JSON.parse(readFileSync(join(serverRoot, 'contracts', 'test-usdc.artifact.json'), 'utf8')) as {
    abi: readonly unknown[];
    bytecode: Hex;
  };
  const wallet = createWalletClient({ account: DEVNET_FAUCET, transport: http(node.rpcUrl) });
  const chain = {
    id: node.chainId,
    name: 'base-devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  };
  const deployHash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, chain });
  const receipt = await client.waitForTransactionReceipt({ hash: deployHash });
  const address = receipt.contractAddress!;
  for (const to of [hotWallet, DEVNET_FAUCET.address]) {
    const hash = await wallet.writeContract({
      address,
      abi: [
        {
          type: 'function',
          name: 'mint',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'to', type: 'address' },
            { name: 'value', type: 'uint256' },
          ],
          outputs: [],
        },
      ],
      functionName: 'mint',
      args: [to as Hex, USDC_MINT],
      chain,
    });
    await client.waitForTransactionReceipt({ hash });
  }
  writeFileSync(file, JSON.stringify({ address }, null, 2));
  return address;
}
