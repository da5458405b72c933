import { Secret, TOTP } from 'otpauth';
import { registerUser, type RegisteredUser } from './api';
import { API_URL, DEMO_ADMIN } from './env';

/** A 1x1 PNG and a minimal PDF: real files the server accepts by their magic bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * GTBank (058) account number with a valid NUBAN check digit. Its serial starts with neither 999,
 * 777 nor 888, so the bank names it and a sandbox payout to it completes.
 */
export const VALID_GTBANK_NUBAN = '0123456785';

/** A JSON call with a bearer token (user or admin). */
async function authedCall(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${API_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** The admin approves a user's pending verification through the API. */
export async function approveKyc(adminToken: string, userId: string): Promise<void> {
  const res = await authedCall(adminToken, 'POST', `/admin/users/${userId}/kyc/approve`);
  if (!res.ok) throw new Error(`approve -> ${res.status}: ${await res.text()}`);
}

/** What an authenticator app shows for `secret` (base32): RFC 6238, SHA-1, 30 s, 6 digits. */
export function totpCode(secret: string, nowMs = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: nowMs,
  });
}

/** Submits a KYC application for the user through the API, with real uploaded files. */
export async function submitKyc(token: string, fullName = 'Chinedu Bello'): Promise<void> {
  const upload = async (buffer: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(buffer)], { type }), name);
    const res = await fetch(`${API_URL}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload -> ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { url: string }).url;
  };
  const res = await authedCall(token, 'POST', '/kycs', {
    full_name: fullName,
    phone_number: '+2348031234567',
    bank_name: 'gtbank',
    account_number: VALID_GTBANK_NUBAN,
    bvn: null,
    id_document: await upload(TINY_PNG, 'id.png', 'image/png'),
    proof_of_address: await upload(TINY_PDF, 'bill.pdf', 'application/pdf'),
  });
  if (res.status !== 201) throw new Error(`submit kyc -> ${res.status}: ${await res.text()}`);
}

/** The admin rejects a user's pending verification with `reason`. */
export async function rejectKyc(adminToken: string, userId: string, reason: string): Promise<void> {
  const res = await authedCall(adminToken, 'POST', `/admin/users/${userId}/kyc/reject`, { reason });
  if (!res.ok) throw new Error(`reject -> ${res.status}: ${await res.text()}`);
}

/** A new user whose verification the admin approved: they can open every KYC-flagged page. */
export async function verifiedUser(prefix = 'kyc'): Promise<RegisteredUser> {
  const user = await registerUser(prefix);
  await submitKyc(user.token, 'Adaeze Okafor');
  const admin = await fetch(`${API_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  await approveKyc(((await admin.json()) as { token: string }).token, user.user.id);
  return { ...user, user: { ...user.user, kyc_status: 'verified' } };
}
