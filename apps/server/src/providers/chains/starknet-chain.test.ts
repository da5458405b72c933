import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStarknetStub,
  STUB_STRK_TOKEN as TOKEN,
  TRANSFER_SELECTOR as TRANSFER,
} from '../../../test/helpers/starknet-stub.js';
import { createCustodyKeys } from '../../modules/custody/keys.js';
import { createStarknetChain } from './starknet-chain.js';

const ALICE = '0x0123';
const BOB = '0x0456';

let stub: Awaited<ReturnType<typeof startStarknetStub>>;
beforeAll(async () => {
  stub = await startStarknetStub();
});
afterAll(() => stub.close());

const chain = () => createStarknetChain({ rpcUrl: stub.url, tokenAddress: TOKEN });

describe('Starknet adapter against a JSON-RPC stub', () => {
  it('reads the block height', async () => {
    expect(await chain().blockNumber()).toBe(1234n);
  });

  it('reads STRK Transfer events across pages, in both event layouts', async () => {
    stub.state.calls.length = 0;
    stub.state.events = [
      // Cairo 1 layout: from and to in keys, amount (u256) in data.
      [{ keys: [TRANSFER, ALICE, BOB], data: ['0x5', '0x0'], block_number: 1200, transaction_hash: '0xaa' }],
      // Cairo 0 layout: everything in data; a u256 with a high part.
      [{ keys: [TRANSFER], data: [ALICE, BOB, '0x1', '0x1'], block_number: 1201, transaction_hash: '0xbb' }],
    ];
    const transfers = await chain().transfersIn(1200n, 1210n);
    const eventCalls = stub.state.calls.filter((c) => c.method === 'starknet_getEvents');
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
    stub.state.calls.length = 0;
    const keys = createCustodyKeys(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    ).starknet(0);
    expect(await chain().transfer(keys, BOB, 10n ** 18n)).toBe('0xfeed');
    const invoke = stub.state.calls.find((c) => c.method === 'starknet_addInvokeTransaction');
    const tx = (
      invoke!.params as { invoke_transaction: { sender_address: string; signature: string[]; calldata: string[] } }
    ).invoke_transaction;
    expect(BigInt(tx.sender_address)).toBe(BigInt(keys.address));
    expect(tx.signature.length).toBeGreaterThanOrEqual(2);
    expect(tx.calldata.map((x) => BigInt(x))).toEqual(expect.arrayContaining([BigInt(TOKEN), BigInt(BOB), 10n ** 18n]));
  });

  it('reads receipts: reverted, succeeded', async () => {
    stub.state.receiptStatus = 'REVERTED';
    expect(await chain().receipt('0xfeed')).toEqual({ status: 'reverted', blockNumber: 1234n });
    stub.state.receiptStatus = 'SUCCEEDED';
    expect(await chain().receipt('0xfeed')).toEqual({ status: 'success', blockNumber: 1234n });
  });
});
