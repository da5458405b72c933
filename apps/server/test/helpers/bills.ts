import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { queryRows } from '../../src/db/raw.js';
import { as, postWithKey } from './test-app.js';

/**
 * A well-formed account number for a category ending in `lastFour` (the sandbox's test digits),
 * random before them: the sandbox flags the same number twice within 30 s as a duplicate.
 */
export function accountNumber(category: 'electricity' | 'phone' | 'cable_tv' | 'betting', lastFour: string) {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
  if (category === 'phone') return `080${digits(4)}${lastFour}`;
  if (category === 'electricity') return `${digits(7)}${lastFour}`;
  if (category === 'cable_tv') return `${digits(6)}${lastFour}`;
  return `${digits(4)}${lastFour}`;
}

export function payBill(app: FastifyInstance, token: string, payload: Record<string, unknown>, key?: string | null) {
  return postWithKey(app, token, '/api/bills/pay', payload, key);
}

export function verifyBill(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return as(app, token, { method: 'POST', url: '/api/bills/verify', payload });
}

/** What each platform account of a kind holds in NGN (the sum of its entries), in kobo. */
export async function platformNgn(db: Db, kind: string): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.kind = ${kind} and a.asset = 'NGN'`,
  );
  return BigInt(row!.total);
}

/** How many ledger transactions of a kind carry this request id. */
export async function postingsFor(db: Db, kind: string, requestId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transactions where kind = ${kind} and metadata->>'request_id' = ${requestId}`,
  );
  return Number(row!.n);
}
