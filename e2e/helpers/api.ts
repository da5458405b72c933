import { execFile } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { API_URL, DEMO_ADMIN, E2E_PORT, WEBHOOK_SECRET } from './env';

export interface Credentials {
  tag: string;
  email: string;
  password: string;
}

export interface ApiUser {
  id: string;
  tag: string;
  email: string;
  kyc_status: string;
  role?: string;
}

export interface RegisteredUser extends Credentials {
  token: string;
  user: ApiUser;
}

export interface Notification {
  id: string;
  title: string;
  body: string;
  created_at: string;
}

export type AssetSymbol = 'NGN' | 'ETH' | 'USDC' | 'STRK' | 'CORE';

async function call<T>(method: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${API_URL}/api${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api${path} -> ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A tag (3-20 letters, digits, underscores) and email no other test run will have used. */
export function uniqueCredentials(prefix = 'e2e'): Credentials {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.slice(-12);
  const tag = `${prefix}_${suffix}`.slice(0, 20);
  return { tag, email: `${tag}@e2e.wallet.test`, password: `pw-${randomBytes(6).toString('hex')}` };
}

let adminToken: Promise<string> | undefined;

/** The seeded demo admin's session, signed in once per worker. */
export function demoAdminToken(): Promise<string> {
  adminToken ??= call<{ token: string }>('POST', '/auth/login', {
    body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  }).then((r) => r.token);
  return adminToken;
}

/**
 * The admin sets a user's limits tier (audited). The user's "Limits changed" notification is
 * marked read, so specs about notifications start from the welcome message alone.
 */
export async function setTier(user: { token: string; user: { id: string } }, tier: 0 | 1 | 2 | 3): Promise<void> {
  await call('POST', `/admin/users/${user.user.id}/tier`, {
    token: await demoAdminToken(),
    body: { tier, reason: 'e2e fixture' },
  });
  for (const note of await unreadNotifications(user.token)) {
    if (note.title === 'Limits changed') await call('PUT', `/notifications/${note.id}`, { token: user.token });
  }
}

/** The admin freezes a user's account (audited): they can sign in and look, but not send. */
export async function freezeUser(userId: string, reason = 'e2e fixture'): Promise<void> {
  await call('POST', `/admin/users/${userId}/freeze`, { token: await demoAdminToken(), body: { reason } });
}

/**
 * Registers a fresh user through the API (new users have kyc_status 'none'). New accounts are
 * tier 0 and may not send money; specs not about limits get tier 3 (`tier: 'kyc'` keeps 0).
 */
export async function registerUser(
  prefix?: string,
  options: { tier?: 0 | 1 | 2 | 3 | 'kyc' } = {},
): Promise<RegisteredUser> {
  const creds = uniqueCredentials(prefix);
  const auth = await call<{ token: string; user: ApiUser }>('POST', '/auth/register', { body: creds });
  const user = { ...creds, token: auth.token, user: auth.user };
  const tier = options.tier ?? 3;
  if (tier !== 'kyc') await setTier(user, tier);
  return user;
}

export async function login(email: string, password: string): Promise<{ token: string; user: ApiUser }> {
  return call('POST', '/auth/login', { body: { email, password } });
}

export async function unreadNotifications(token: string): Promise<Notification[]> {
  return call('GET', '/notifications/unread', { token });
}

/** Credits a user through the sandbox funding provider's signed webhook (what the CLI does). */
export async function fundUser(
  tag: string,
  amount: string,
  asset: AssetSymbol,
): Promise<{ credited: boolean; transaction_id: string }> {
  const body = JSON.stringify({ reference: `e2e-${randomUUID()}`, tag: tag.replace(/^@/, ''), asset, amount });
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
  const res = await fetch(`${API_URL}/api/webhooks/sandbox-funding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': `t=${t},v1=${mac}` },
    body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`funding webhook -> ${res.status}: ${text}`);
  return JSON.parse(text) as { credited: boolean; transaction_id: string };
}

/** Same as fundUser, through `npm run cli -- deposit` (slower: starts a process). */
export async function fundUserViaCli(tag: string, amount: string, asset: AssetSymbol): Promise<string> {
  const repoRoot = resolve(import.meta.dirname, '..', '..');
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'cli', '--', 'deposit', tag, amount, asset], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(E2E_PORT), SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  return stdout.trim();
}
