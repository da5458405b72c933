import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatAmount, parseAmount } from '@app/contract';
import type { ProviderTransferStatus, WebhookEvent } from './payout-provider.js';

/**
 * Flutterwave sends the secret hash set on the dashboard in `verif-hash`, and signs the raw body
 * with it in `flutterwave-signature` (base64 HMAC-SHA256). We require the signature (a shared
 * header alone proves nothing about the body), and a `verif-hash`, when sent, must match too.
 */
export const FLUTTERWAVE_SIGNATURE_HEADER = 'flutterwave-signature';
export const FLUTTERWAVE_HASH_HEADER = 'verif-hash';

export function signFlutterwaveWebhook(secretHash: string, rawBody: string): string {
  return createHmac('sha256', secretHash).update(rawBody).digest('base64');
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function verifyFlutterwaveWebhook(
  secretHash: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): boolean {
  const signature = headers[FLUTTERWAVE_SIGNATURE_HEADER];
  const hash = headers[FLUTTERWAVE_HASH_HEADER];
  if (typeof signature !== 'string') return false;
  if (hash !== undefined && (typeof hash !== 'string' || !sameText(hash, secretHash))) return false;
  return sameText(signature, signFlutterwaveWebhook(secretHash, rawBody));
}

/** Flutterwave's transfer statuses: NEW and PENDING are on the way; SUCCESSFUL, FAILED, REVERSED are final. */
export function flutterwaveStatus(status: string): ProviderTransferStatus {
  switch (status.toUpperCase()) {
    case 'SUCCESSFUL':
      return 'success';
    case 'FAILED':
      return 'failed';
    case 'REVERSED':
      return 'reversed';
    default:
      return 'pending';
  }
}

/**
 * Kobo as Flutterwave's amount, a JSON number of naira: parsed from the exact decimal string, so
 * JSON carries exactly that decimal (doubles print their shortest round-trip form).
 */
export const koboToNaira = (kobo: bigint): number => Number(formatAmount(kobo, 2));

/** Flutterwave's naira amount (a JSON number) back to kobo, through its 2-decimal text. */
export function nairaToKobo(naira: unknown): bigint {
  if (typeof naira !== 'number' || !Number.isFinite(naira) || naira < 0 || naira >= 1e15) return 0n;
  const parsed = parseAmount(naira.toFixed(2), 2, { allowZero: true });
  return parsed.ok ? parsed.value : 0n;
}

export function parseFlutterwaveWebhook(body: {
  event: string;
  data: { reference: string; status?: string };
}): WebhookEvent | null {
  if (body.event !== 'transfer.completed' || !body.data.status) return null;
  const status = flutterwaveStatus(body.data.status);
  return { reference: body.data.reference, status, eventKey: `${body.event}:${status}:${body.data.reference}` };
}
