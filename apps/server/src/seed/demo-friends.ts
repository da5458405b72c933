import type { Container } from '../container.js';
import { parseAmountFor } from '../modules/wallet/wallet.service.js';

/**
 * Two more demo users (KYC verified, with some naira) so splits and payment requests have someone
 * on the other side on first start. Their passwords are in the README.
 */
export const DEMO_FRIENDS = {
  ada: { tag: 'ada', email: 'ada@wallet.test', password: 'ada-pass-2026' },
  tunde: { tag: 'tunde', email: 'tunde@wallet.test', password: 'tunde-pass-2026' },
} as const;

export async function ensureDemoFriends(c: Container): Promise<{ ada: string; tunde: string }> {
  const ids: Record<string, string> = {};
  for (const [key, friend] of Object.entries(DEMO_FRIENDS)) {
    const existing = await c.users.findByEmail(c.db, friend.email);
    const id = existing?.id ?? (await c.auth.createAccount({ ...friend, kycStatus: 'verified' })).user.id;
    await c.funding.creditInbound({
      source: 'sandbox-funding',
      reference: `demo-seed-${friend.tag}-NGN`,
      userId: id,
      asset: 'NGN',
      amount: parseAmountFor('NGN', '50000'),
      fromAddress: 'Sandbox funding',
    });
    ids[key] = id;
  }
  return { ada: ids.ada!, tunde: ids.tunde! };
}
