import { eq } from 'drizzle-orm';
import type { Container } from '../container.js';
import { appMeta } from '../db/schema.js';

/** Demo credentials, also written in the README. Only ever seeded outside production. */
export const DEMO_ACCOUNTS = {
  user: { tag: 'demo', email: 'demo@wallet.test', password: 'demo-pass-2026' },
  admin: { tag: 'demo_admin', email: 'admin@wallet.test', password: 'admin-pass-2026' },
} as const;

/** Makes sure the configured admin exists. Created once; an existing account is never touched. */
export async function ensureConfiguredAdmin(c: Container): Promise<'created' | 'exists' | 'not-configured'> {
  const { ADMIN_EMAIL: email, ADMIN_TAG: tag, ADMIN_PASSWORD: password } = c.config;
  if (!email || !tag || !password) return 'not-configured';
  if (await c.users.findByEmail(c.db, email)) return 'exists';
  await c.auth.createAccount({ tag, email, password, role: 'admin', kycStatus: 'verified' });
  return 'created';
}

const DEMO_FLAG = 'demo_seeded';

/** Seeds the demo user (KYC verified, tier 3) and demo admin, once per database. */
export async function seedDemoAccounts(c: Container, extraSeed?: (userId: string) => Promise<void>): Promise<boolean> {
  const [flag] = await c.db.select().from(appMeta).where(eq(appMeta.key, DEMO_FLAG));
  if (flag) return false;
  const { user } = await c.auth.createAccount({ ...DEMO_ACCOUNTS.user, kycStatus: 'verified' });
  const { user: admin } = await c.auth.createAccount({ ...DEMO_ACCOUNTS.admin, role: 'admin', kycStatus: 'verified' });
  // Tier 3 (₦5,000,000 a day, no balance cap), so every demo flow works out of the box.
  await c.limits.setTier(
    user.id,
    { tier: 3, reason: 'Demo account: limits raised so every flow can be tried' },
    { actorId: admin.id },
  );
  if (extraSeed) await extraSeed(user.id);
  await c.db.insert(appMeta).values({ key: DEMO_FLAG, value: new Date().toISOString() });
  return true;
}

export async function demoSeeded(c: Container): Promise<boolean> {
  const [flag] = await c.db.select().from(appMeta).where(eq(appMeta.key, DEMO_FLAG));
  return Boolean(flag);
}
