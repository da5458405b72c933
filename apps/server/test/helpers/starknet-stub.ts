import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hash } from 'starknet';

export const STUB_STRK_TOKEN = '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d';
export const TRANSFER_SELECTOR = hash.getSelectorFromName('Transfer');

export interface StubEvent {
  keys: string[];
  data: string[];
  block_number: number;
  transaction_hash: string;
}

/**
 * A local JSON-RPC server answering the documented Starknet methods our adapter uses. Tests set
 * `events` (pages of Transfer events), `invokeError` and `receiptStatus` to steer it.
 */
export async function startStarknetStub() {
  const state = {
    blockNumber: 1234,
    events: [[]] as StubEvent[][],
    invokeError: undefined as string | undefined,
    receiptStatus: 'SUCCEEDED' as 'SUCCEEDED' | 'REVERTED',
    calls: [] as { method: string; params: Record<string, unknown> }[],
  };
  const gas = { price_in_fri: '0x10', price_in_wei: '0x10' };
  const handlers: Record<string, (params: Record<string, unknown>) => unknown> = {
    starknet_specVersion: () => '0.8.1',
    starknet_chainId: () => '0x534e5f5345504f4c4941',
    starknet_blockNumber: () => state.blockNumber,
    starknet_getEvents: (params) => {
      const token = (params.filter as { continuation_token?: string }).continuation_token;
      const page = token ? Number(token) : 0;
      const events = (state.events[page] ?? []).map((e) => ({
        from_address: STUB_STRK_TOKEN,
        block_hash: '0x1',
        ...e,
      }));
      return { events, ...(page + 1 < state.events.length ? { continuation_token: String(page + 1) } : {}) };
    },
    starknet_getNonce: () => '0x7',
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
      block_number: state.blockNumber,
      new_root: '0x0',
      timestamp: 1,
      sequencer_address: '0x1',
      l1_gas_price: gas,
      l2_gas_price: gas,
      l1_data_gas_price: gas,
      l1_da_mode: 'BLOB',
      starknet_version: '0.13.4',
      transactions: [],
    }),
    starknet_addInvokeTransaction: () => {
      if (state.invokeError) throw new Error(state.invokeError);
      return { transaction_hash: '0xfeed' };
    },
    starknet_getTransactionReceipt: (params) => ({
      type: 'INVOKE',
      transaction_hash: params.transaction_hash,
      actual_fee: { amount: '0x1', unit: 'FRI' },
      execution_status: state.receiptStatus,
      finality_status: 'ACCEPTED_ON_L2',
      block_hash: '0x1',
      block_number: state.blockNumber,
      messages_sent: [],
      events: [],
      execution_resources: { l1_gas: 1, l2_gas: 1, l1_data_gas: 1 },
    }),
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const request = JSON.parse(body) as { id: number; method: string; params: Record<string, unknown> };
      state.calls.push({ method: request.method, params: request.params });
      const handler = handlers[request.method];
      let reply: object;
      try {
        reply = handler
          ? { jsonrpc: '2.0', id: request.id, result: handler(request.params) }
          : { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: `Method not found: ${request.method}` } };
      } catch (error) {
        reply = { jsonrpc: '2.0', id: request.id, error: { code: 55, message: (error as Error).message } };
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
