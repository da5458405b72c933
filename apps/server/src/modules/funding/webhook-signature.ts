import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signature header of the sandbox funding provider: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
const TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifyWebhook(secret: string, rawBody: string, header: string | undefined, now = Date.now()): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, rawBody, timestamp).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
