import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderTransferStatus, WebhookEvent } from './payout-provider.js';

/** Paystack signs each webhook with HMAC-SHA512 of the raw body, keyed with the secret key. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

export function signPaystackWebhook(secretKey: string, rawBody: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function verifyPaystackWebhook(
  secretKey: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): boolean {
  const given = headers[PAYSTACK_SIGNATURE_HEADER];
  if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return false;
  return timingSafeEqual(
    Buffer.from(given.toLowerCase(), 'hex'),
    Buffer.from(signPaystackWebhook(secretKey, rawBody), 'hex'),
  );
}

/**
 * Paystack's transfer statuses: `pending`, `otp`, `received`, `queued` are on the way; `success`,
 * `failed`, `reversed`, `abandoned`, `blocked`, `rejected` are final.
 */
export function paystackStatus(status: string): ProviderTransferStatus {
  switch (status) {
    case 'success':
      return 'success';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
      return 'failed';
    default:
      return 'pending';
  }
}

const EVENTS: Record<string, ProviderTransferStatus> = {
  'transfer.success': 'success',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
};

export function parsePaystackWebhook(body: { event: string; data: { reference: string } }): WebhookEvent | null {
  const status = EVENTS[body.event];
  if (!status) return null;
  return { reference: body.data.reference, status, eventKey: `${body.event}:${body.data.reference}` };
}
