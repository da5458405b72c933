import { randomInt } from 'node:crypto';
import { nubanCheckDigit, type AdminPayout, type Payout } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../src/container.js';
import { signFlutterwaveWebhook } from '../../src/providers/payouts/flutterwave-protocol.js';
import { signPaystackWebhook } from '../../src/providers/payouts/paystack-protocol.js';
import { SANDBOX_FLUTTERWAVE_HASH, SANDBOX_PAYSTACK_KEY } from '../../src/payouts-container.js';
import { as, setTier, postWithKey } from './test-app.js';

/**
 * A sandbox test account (issue 11): its 9-digit serial starts with `prefix` ('999' not found,
 * '777' fails, '888' reversed after success; anything else completes), with a valid check digit.
 */
export function sandboxAccount(prefix: '999' | '777' | '888' | '' = '', bankCode = '058'): string {
  let serial: string = prefix;
  while (serial.length < 9) serial += String(randomInt(10));
  // Keep "anything else" clear of the special prefixes.
  if (!prefix && /^(999|777|888)/.test(serial)) serial = `1${serial.slice(1)}`;
  return `${serial}${nubanCheckDigit(bankCode, serial)}`;
}

/** A clock the sandbox providers read; tests move it instead of sleeping. */
export function testClock(start = Date.now()) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

export function sendToBank(app: FastifyInstance, token: string, payload: Record<string, unknown>, key?: string | null) {
  return postWithKey(app, token, '/api/wallets/send-to-bank', payload, key);
}

export async function myPayouts(app: FastifyInstance, token: string): Promise<Payout[]> {
  const res = await as(app, token, { method: 'GET', url: '/api/payouts' });
  if (res.statusCode !== 200) throw new Error(`payouts: ${res.statusCode} ${res.body}`);
  return res.json() as Payout[];
}

export async function adminPayout(app: FastifyInstance, adminToken: string, id: string): Promise<AdminPayout> {
  const res = await as(app, adminToken, { method: 'GET', url: `/api/admin/payouts?q=${id}` });
  return (res.json() as AdminPayout[])[0]!;
}

/** Runs the payout's queued steps the way the workers would: send, then polls as the clock allows. */
export async function runSend(c: Container, payoutId: string) {
  await c.jobs.runNow('payouts.send', { payoutId });
}
export async function runPoll(c: Container, payoutId: string, watch?: number) {
  await c.jobs.runNow('payouts.poll', watch === undefined ? { payoutId } : { payoutId, watch });
}

/** A signed Paystack webhook delivery, as Paystack sends it. */
export function paystackWebhook(app: FastifyInstance, event: string, reference: string, secret = SANDBOX_PAYSTACK_KEY) {
  const body = JSON.stringify({
    event,
    data: { reference, status: event.split('.')[1], amount: 100000, currency: 'NGN' },
  });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackWebhook(secret, body) },
  });
}

/** A signed Flutterwave webhook delivery (`transfer.completed` with the transfer's status). */
export function flutterwaveWebhook(
  app: FastifyInstance,
  status: string,
  reference: string,
  hash = SANDBOX_FLUTTERWAVE_HASH,
) {
  const body = JSON.stringify({
    event: 'transfer.completed',
    'event.type': 'Transfer',
    data: { id: 1, reference, status },
  });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/flutterwave',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'verif-hash': hash,
      'flutterwave-signature': signFlutterwaveWebhook(hash, body),
    },
  });
}

/** A KYC-verified user, made through the account service (as the demo seed does), signed in. */
export async function verifiedUser(app: FastifyInstance, c: Container, tag: string) {
  const password = 'correct-horse-battery';
  const { user } = await c.auth.createAccount({ tag, email: `${tag}@example.com`, password, kycStatus: 'verified' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `${tag}@example.com`, password },
    remoteAddress: `10.77.${randomInt(255)}.${randomInt(255)}`,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  // Tier 3, so the daily limit does not stop payouts tests (limits have their own tests).
  await setTier(app, user.id, 3);
  return { token: res.json().token as string, user: { id: user.id, tag: user.tag } };
}
