import { randomUUID } from 'node:crypto';
import type { AssetSymbol, Balance } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../src/container.js';
import { parseAmountFor } from '../../src/modules/wallet/wallet.service.js';
import { as, postWithKey } from './test-app.js';

/** Credits a user through the real inbound-credit path (what the funding webhook calls). */
export async function fund(c: Container, userId: string, asset: AssetSymbol, amount: string) {
  return c.funding.creditInbound({
    source: 'sandbox-funding',
    reference: `test-${randomUUID()}`,
    userId,
    asset,
    amount: parseAmountFor(asset, amount),
  });
}

export async function balances(app: FastifyInstance, token: string): Promise<Balance[]> {
  const res = await as(app, token, { method: 'GET', url: '/api/balances' });
  if (res.statusCode !== 200) throw new Error(`balances: ${res.statusCode} ${res.body}`);
  return res.json() as Balance[];
}

export async function balanceOf(app: FastifyInstance, token: string, asset: AssetSymbol): Promise<Balance> {
  return (await balances(app, token)).find((b) => b.token_symbol === asset)!;
}

export function sendToTag(app: FastifyInstance, token: string, payload: Record<string, unknown>, key?: string | null) {
  return postWithKey(app, token, '/api/wallets/send-to-tag', payload, key);
}
