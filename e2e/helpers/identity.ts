import { Secret, TOTP } from 'otpauth';
import { API_URL } from './env';

/** A 1x1 PNG and a minimal PDF: real files the server accepts by their magic bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** GTBank (058) account number with a valid NUBAN check digit. */
export const VALID_GTBANK_NUBAN = '0123456785';

async function adminCall(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${API_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** The admin approves a user's pending verification through the API. */
export async function approveKyc(adminToken: string, userId: string): Promise<void> {
  const res = await adminCall(adminToken, 'POST', `/admin/users/${userId}/kyc/approve`);
  if (!res.ok) throw new Error(`approve -> ${res.status}: ${await res.text()}`);
}

/** What an authenticator app shows for `secret` (base32): RFC 6238, SHA-1, 30 s, 6 digits. */
export function totpCode(secret: string, nowMs = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: nowMs,
  });
}
