import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hash } from 'starknet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustodyKeys } from '../../modules/custody/keys.js';
import { createStarknetChain } from './starknet-chain.js';

/** A local JSON-RPC stub answering the documented Starknet methods the adapter uses. */
let server: Server;
let url: string;
const calls: { method: string; params: unknown }[] = [];
const TOKEN = '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d';
const TRANSFER = hash.getSelectorFromName('Transfer');
const ALICE = '0x0123';
const BOB = '0x0456';

const handlers: Record<string, (params: Record<string, unknown>) => unknown> = {
  starknet_specVersion: () => '0.8.1',
  starknet_chainId: () => '0x534e5f5345504f4c4941', // SN_SEPOLIA
  starknet_blockNumber: () => 1234,
  starknet_getEvents: (params) => {
    const filter = params.filter as { continuation_token?: string; address: string };
    if (!filter.continuation_token) {
      return {
        events: [
          // Cairo 1 layout: from and to in keys, amount (u256) in data.
          {
            from_address: TOKEN,
            keys: [TRANSFER, ALICE, BOB],
            data: ['0x5', '0x0'],
            block_number: 1200,
            block_hash: '0x1',
            transaction_hash: '0xaa',
          },
        ],
        continuation_token: 'page-2',
      };
    }
    return {
      // Cairo 0 layout: everything in data; a u256 with a high part.
      events: [
        {
          from_address: TOKEN,
          keys: [TRANSFER],
          data: [ALICE, BOB, '0x1', '0x1'],
          block_number: 1201,
          block_hash: '0x2',
          transaction_hash: '0xbb',
        },
      ],
    };
  },
  starknet_getNonce: () => '0x7',
  starknet_getClassHashAt: () => '0x061dac032f228abef9c6626f995015233097ae253a7f72d68552db02f2971b8f',
  starknet_estimateFee: () => [
    {
      l1_gas_consumed: '0x10',
      l1_gas_price: '0x10',
      l2_gas_consumed: '0x10',
      l2_gas_price: '0x10',
      l1_data_gas_consumed: '0x10',
      l1_data_gas_price: '0x10',
      overall_fee: '0x1000',
      unit: 'FRI',
      gas_consumed: '0x10',
      gas_price: '0x10',
      data_gas_consumed: '0x10',
      data_gas_price: '0x10',
    },
  ],
  starknet_getBlockWithTxHashes: () => ({
    status: 'ACCEPTED_ON_L2',
    block_hash: '0x1',
    parent_hash: '0x0',
    block_number: 1234,
    new_root: '0x0',
    timestamp: 1,
    sequencer_address: '0x1',
    l1_gas_price: { price_in_fri: '0x10', price_in_wei: '0x10' },
    l2_gas_price: { price_in_fri: '0x10', price_in_wei: '0x10' },
    l1_data_gas_price: { price_in_fri: '0x10', price_in_wei: '0x10' },
    l1_da_mode: 'BLOB',
    starknet_version: '0.13.4',
    transactions: [],
  }),
  starknet_addInvokeTransaction: () => ({ transaction_hash: '0xfeed' }),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const request = JSON.parse(body) as { id: number; method: string; params: Record<string, unknown> };
      calls.push({ method: request.method, params: request.params });
      const handler = handlers[request.method];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          handler
            ? { jsonrpc: '2.0', id: request.id, result: handler(request.params) }
            : {
                jsonrpc: '2.0',
                id: request.id,
                error: { code: -32601, message: `Method not found: ${request.method}` },
              },
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Starknet adapter against a JSON-RPC stub', () => {
  it('reads the block height', async () => {
    expect(await createStarknetChain({ rpcUrl: url, tokenAddress: TOKEN }).blockNumber()).toBe(1234n);
  });

  it('reads STRK Transfer events across pages, in both event layouts', async () => {
    calls.length = 0;
    const transfers = await createStarknetChain({ rpcUrl: url, tokenAddress: TOKEN }).transfersIn(1200n, 1210n);
    const eventCalls = calls.filter((c) => c.method === 'starknet_getEvents');
    expect(eventCalls).toHaveLength(2);
    const filter = (eventCalls[0]!.params as { filter: Record<string, unknown> }).filter;
    expect(filter).toMatchObject({
      from_block: { block_number: 1200 },
      to_block: { block_number: 1210 },
      keys: [[TRANSFER]],
    });
    expect(BigInt(filter.address as string)).toBe(BigInt(TOKEN));
    expect(transfers.map((t) => ({ to: BigInt(t.to), amount: t.amount, tx: t.txHash }))).toEqual([
      { to: BigInt(BOB), amount: 5n, tx: '0xaa' },
      { to: BigInt(BOB), amount: 1n + (1n << 128n), tx: '0xbb' },
    ]);
  });

  it('signs and submits a STRK transfer from a Stark-key account', async () => {
    calls.length = 0;
    const keys = createCustodyKeys(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    ).starknet(0);
    const chain = createStarknetChain({ rpcUrl: url, tokenAddress: TOKEN });
    const txHash = await chain.transfer(keys, BOB, 10n ** 18n);
    expect(txHash).toBe('0xfeed');
    const invoke = calls.find((c) => c.method === 'starknet_addInvokeTransaction');
    expect(invoke).toBeDefined();
    const tx = (
      invoke!.params as { invoke_transaction: { sender_address: string; signature: string[]; calldata: string[] } }
    ).invoke_transaction;
    expect(BigInt(tx.sender_address)).toBe(BigInt(keys.address));
    expect(tx.signature.length).toBeGreaterThanOrEqual(2);
    expect(tx.calldata.map((x) => BigInt(x))).toEqual(expect.arrayContaining([BigInt(TOKEN), BigInt(BOB), 10n ** 18n]));
  });
});
