import { Account, CallData, RpcProvider, cairo, hash, num } from 'starknet';
import { normaliseStarknetAddress, type StarknetKeys } from '../../modules/custody/keys.js';
import type { InboundTransfer } from './evm-chain.js';

const TRANSFER_SELECTOR = hash.getSelectorFromName('Transfer');

/**
 * Starknet through starknet.js against a JSON-RPC node: block height, STRK `Transfer` events to
 * our addresses, and transfers signed with a Stark key. Address derivation is offline (custody).
 */
export function createStarknetChain(options: { rpcUrl: string; tokenAddress: string }) {
  const provider = new RpcProvider({ nodeUrl: options.rpcUrl });
  const token = normaliseStarknetAddress(options.tokenAddress);

  return {
    id: 'starknet' as const,
    rpcUrl: options.rpcUrl,
    blockNumber: async () => BigInt(await provider.getBlockNumber()),

    /** STRK transfers in [from, to]. Cairo 1 ERC-20s put from/to in keys; older ones in data. */
    async transfersIn(fromBlock: bigint, toBlock: bigint): Promise<InboundTransfer[]> {
      const out: InboundTransfer[] = [];
      let continuation: string | undefined;
      do {
        const page = await provider.getEvents({
          address: token,
          keys: [[TRANSFER_SELECTOR]],
          from_block: { block_number: Number(fromBlock) },
          to_block: { block_number: Number(toBlock) },
          chunk_size: 100,
          ...(continuation ? { continuation_token: continuation } : {}),
        });
        page.events.forEach((event, i) => {
          const [from, to, low, high] =
            event.keys.length >= 3
              ? [event.keys[1]!, event.keys[2]!, event.data[0]!, event.data[1]!]
              : [event.data[0]!, event.data[1]!, event.data[2]!, event.data[3]!];
          out.push({
            txHash: event.transaction_hash,
            index: `${event.block_number}:${i}`,
            blockNumber: BigInt(event.block_number ?? 0),
            from: normaliseStarknetAddress(from),
            to: normaliseStarknetAddress(to),
            amount: BigInt(low) + (BigInt(high) << 128n),
            token,
          });
        });
        continuation = page.continuation_token;
      } while (continuation);
      return out;
    },

    /** The outcome of a transaction once it is in a block; undefined while it is not. */
    async receipt(txHash: string): Promise<{ status: 'success' | 'reverted'; blockNumber: bigint } | undefined> {
      try {
        const r = (await provider.getTransactionReceipt(txHash)) as unknown as {
          execution_status?: string;
          block_number?: number;
        };
        if (r.block_number === undefined) return undefined;
        return {
          status: r.execution_status === 'REVERTED' ? 'reverted' : 'success',
          blockNumber: BigInt(r.block_number),
        };
      } catch {
        return undefined;
      }
    },

    /** Sends STRK from a Stark-key account; resolves to the transaction hash. */
    async transfer(from: StarknetKeys, to: string, amount: bigint): Promise<string> {
      // Our accounts are OpenZeppelin Cairo 1 accounts: saying so spares a class lookup.
      const account = new Account(provider, from.address, from.privateKey, '1');
      const result = await account.execute({
        contractAddress: token,
        entrypoint: 'transfer',
        calldata: CallData.compile({ recipient: to, amount: cairo.uint256(amount) }),
      });
      return num.toHex(result.transaction_hash);
    },
  };
}
export type StarknetChain = ReturnType<typeof createStarknetChain>;
