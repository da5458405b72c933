import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthResponse, Tier } from '@app/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { ChainOptions } from '../../src/chains-container.js';
import { createContainer, type Container } from '../../src/container.js';
import type { Database } from '../../src/db/client.js';
import type { PayoutOptions } from '../../src/payouts-container.js';
import { createTestDatabase, type TestDriver } from './test-db.js';
import { userTiers } from '../../src/db/schema.js';

export interface TestApp {
  app: FastifyInstance;
  container: Container;
  config: Config;
  close: () => Promise<void>;
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  driver?: TestDriver,
  chainOptions: ChainOptions = {},
  payoutOptions: PayoutOptions = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase(driver);
  const t = await buildTestApp(database, overrides, chainOptions, payoutOptions);
  return {
    ...t,
    close: async () => {
      await t.close();
      await drop();
    },
  };
}

/** The app on a database the caller opened (and closes): another instance, a private cluster. */
export async function buildTestApp(
  database: Database,
  overrides: Record<string, string> = {},
  chainOptions: ChainOptions = {},
  payoutOptions: PayoutOptions = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const container = createContainer(config, database, chainOptions, payoutOptions);
  const app = await buildApp({
    config,
    database,
    container,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  containers.set(app, container);
  return { app, config, container, close: () => app.close() };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DEVNET: 'off',
    CUSTODY_MNEMONIC: TEST_MNEMONIC,
    SECRETS_KEY: 'test-secrets-key-not-secret-0123456789',
    ...overrides,
  });
}

/** A fixed custody seed for tests (never anvil's, whose accounts are the devnet faucet). */
export const TEST_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

export const uniqueTag = (prefix = 'u') => `${prefix}_${randomBytes(5).toString('hex')}`;

const containers = new WeakMap<FastifyInstance, Container>();
/**
 * Gives a user a tier as a fixture (the row an admin's change writes, without the audit entry
 * and notification that would upset tests counting them). New accounts start at tier 0, which
 * may not send; tests that are not about limits get tier 3. Limits tests use the admin endpoint.
 */
export async function setTier(app: FastifyInstance, userId: string, tier: Tier): Promise<void> {
  const container = containers.get(app);
  if (!container) throw new Error('setTier: app not built by buildTestApp');
  await container.db
    .insert(userTiers)
    .values({ userId, tier, reason: 'test fixture' })
    .onConflictDoUpdate({ target: userTiers.userId, set: { tier } });
}

/**
 * Registers a user through the real API. Overrides change any field of the request; `tier` is
 * the limits tier they get (default 3, so sends are not stopped by the daily limit; `'kyc'`
 * leaves them at the tier their verification earns, 0 for a new account).
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ tag: string; email: string; password: string; tier: Tier | 'kyc' }> = {},
): Promise<AuthResponse & { password: string }> {
  const tag = overrides.tag ?? uniqueTag();
  const password = overrides.password ?? 'correct-horse-battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { tag, email: overrides.email ?? `${tag}@example.com`, password },
    remoteAddress: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const auth = res.json() as AuthResponse;
  const tier = overrides.tier ?? 3;
  if (tier !== 'kyc') await setTier(app, auth.user.id, tier);
  return { ...auth, password };
}

/** `inject` with a bearer token. */
export function as(app: FastifyInstance, token: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/** A POST with a bearer token and an idempotency key (a fresh one unless given; `null` sends none). */
export function postWithKey(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return as(app, token, { method: 'POST', url, payload, headers: key === null ? {} : { 'idempotency-key': key } });
}

/** Creates an admin through the real account service and signs them in; returns their token and id. */
export async function createAdmin(app: FastifyInstance, container: Container, tag = uniqueTag('admin')) {
  const email = `${tag}@admin.test`;
  const password = 'admin-password-1';
  const { user } = await container.auth.createAccount({ tag, email, password, role: 'admin' });
  await setTier(app, user.id, 3); // admins have wallets too; tests of limits set their own tiers
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return { token: res.json().token as string, id: user.id };
}
