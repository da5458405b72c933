import { randomUUID } from 'node:crypto';
import { parseAmount, type AssetSymbol, type SwapQuote } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../src/container.js';
import { requestHash } from '../../src/modules/idempotency/idempotency.service.js';
import { as, postWithKey } from './test-app.js';

/** Tops up the treasury's inventory through the real (audited) admin service. */
export async function topUpTreasury(c: Container, adminId: string, asset: AssetSymbol, amount: string) {
  const body = { asset, amount, note: 'test liquidity' };
  const result = await c.exchange.treasury.topUp(
    { actorId: adminId },
    body,
    `topup-${randomUUID()}`,
    requestHash('POST', '/admin/treasury/top-up', body),
  );
  if (result.status !== 200) throw new Error(`top-up failed: ${JSON.stringify(result.body)}`);
}

/** Generous inventory in every asset. */
export async function stockTreasury(c: Container, adminId: string) {
  for (const [asset, amount] of [
    ['NGN', '5000000000'],
    ['ETH', '1000'],
    ['USDC', '5000000'],
    ['STRK', '5000000'],
    ['CORE', '5000000'],
  ] as const) {
    await topUpTreasury(c, adminId, asset, amount);
  }
}

export function quoteSwap(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return as(app, token, { method: 'POST', url: '/api/swaps/quote', payload });
}

export async function quoteOk(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  const res = await quoteSwap(app, token, payload);
  if (res.statusCode !== 200) throw new Error(`quote: ${res.statusCode} ${res.body}`);
  return res.json() as SwapQuote;
}

export function executeSwap(app: FastifyInstance, token: string, quoteId: string, key?: string | null) {
  return postWithKey(app, token, '/api/swaps', { quote_id: quoteId }, key);
}

/** Base units of a decimal string the API answered (test arithmetic stays in bigint). */
export function units(text: string, decimals: number): bigint {
  const parsed = parseAmount(text, decimals, { allowZero: true });
  if (!parsed.ok) throw new Error(`not an amount: ${text}`);
  return parsed.value;
}
