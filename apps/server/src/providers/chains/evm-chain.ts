import {
  createPublicClient,
  encodeFunctionData,
  http,
  keccak256,
  parseAbiItem,
  type Hex,
  type PublicClient,
} from 'viem';
import type { HDAccount } from 'viem/accounts';
import type { ChainId } from '../../modules/assets/catalogue.js';

export const ERC20_TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const ERC20_ABI = [parseAbiItem('function transfer(address to, uint256 value) returns (bool)')] as const;
const ERC20_BALANCE_ABI = [parseAbiItem('function balanceOf(address owner) view returns (uint256)')] as const;

export interface InboundTransfer {
  txHash: string;
  /** `native` for a plain value transfer, else the log index. */
  index: string;
  blockNumber: bigint;
  from: string;
  to: string;
  amount: bigint;
  /** Token contract, or null for the chain's native coin. */
  token: string | null;
}

export interface SignedTransfer {
  rawTx: Hex;
  txHash: Hex;
}

export interface FeeParams {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** One EVM network reached over JSON-RPC with viem: the same code for anvil and a public RPC. */
export function createEvmChain(options: { id: ChainId; rpcUrl: string; timeoutMs?: number }) {
  const client: PublicClient = createPublicClient({
    transport: http(options.rpcUrl, { timeout: options.timeoutMs ?? 10_000, retryCount: 1 }),
  });
  let chainId: number | undefined;

  return {
    id: options.id,
    rpcUrl: options.rpcUrl,
    client,
    async chainId(): Promise<number> {
      chainId ??= await client.getChainId();
      return chainId;
    },
    blockNumber: () => client.getBlockNumber({ cacheTime: 0 }),

    /** Native transfers and ERC-20 `Transfer` logs of `tokens` in [from, to], to any address. */
    async transfersIn(fromBlock: bigint, toBlock: bigint, tokens: string[]): Promise<InboundTransfer[]> {
      const out: InboundTransfer[] = [];
      for (let n = fromBlock; n <= toBlock; n++) {
        const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
        for (const tx of block.transactions) {
          if (tx.to && tx.value > 0n) {
            out.push({
              txHash: tx.hash,
              index: 'native',
              blockNumber: n,
              from: tx.from,
              to: tx.to,
              amount: tx.value,
              token: null,
            });
          }
        }
      }
      if (tokens.length) {
        const logs = await client.getLogs({ address: tokens as Hex[], event: ERC20_TRANSFER, fromBlock, toBlock });
        for (const log of logs) {
          if (log.removed || !log.args.to || log.args.value === undefined) continue;
          out.push({
            txHash: log.transactionHash,
            index: String(log.logIndex),
            blockNumber: log.blockNumber,
            from: log.args.from ?? '',
            to: log.args.to,
            amount: log.args.value,
            token: log.address,
          });
        }
      }
      return out;
    },

    /** Only successful transactions count: a reverted native transfer moved nothing. */
    async succeeded(txHash: string): Promise<boolean> {
      const receipt = await client.getTransactionReceipt({ hash: txHash as Hex });
      return receipt.status === 'success';
    },

    feeParams: async (): Promise<FeeParams> => {
      const fees = await client.estimateFeesPerGas();
      return { maxFeePerGas: fees.maxFeePerGas * 2n, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
    },
    pendingNonce: (address: string) => client.getTransactionCount({ address: address as Hex, blockTag: 'pending' }),

    /** Signs locally (the key never leaves this process); the hash is known before broadcast. */
    async signTransfer(
      signer: HDAccount,
      transfer: { to: string; amount: bigint; token: string | null; nonce: number; fees: FeeParams },
    ): Promise<SignedTransfer> {
      const base = { chainId: await this.chainId(), nonce: transfer.nonce, type: 'eip1559' as const, ...transfer.fees };
      const rawTx = await signer.signTransaction(
        transfer.token
          ? {
              ...base,
              to: transfer.token as Hex,
              value: 0n,
              gas: 120_000n,
              data: encodeFunctionData({
                abi: ERC20_ABI,
                functionName: 'transfer',
                args: [transfer.to as Hex, transfer.amount],
              }),
            }
          : { ...base, to: transfer.to as Hex, value: transfer.amount, gas: 21_000n },
      );
      return { rawTx, txHash: keccak256(rawTx) };
    },
    /** What an address holds on chain: the native coin, or an ERC-20 token's balance. */
    balance(address: string, token: string | null): Promise<bigint> {
      if (!token) return client.getBalance({ address: address as Hex });
      return client.readContract({
        address: token as Hex,
        abi: ERC20_BALANCE_ABI,
        functionName: 'balanceOf',
        args: [address as Hex],
      });
    },
    sendRaw: (rawTx: string) => client.sendRawTransaction({ serializedTransaction: rawTx as Hex }),
    async receipt(txHash: string) {
      try {
        return await client.getTransactionReceipt({ hash: txHash as Hex });
      } catch {
        return undefined; // not mined yet
      }
    },
  };
}
export type EvmChain = ReturnType<typeof createEvmChain>;
