import type { AssetSymbol } from '@app/contract';
import type { Container } from '../container.js';
import { requestHash } from '../modules/idempotency/idempotency.service.js';
import { DEMO_ACCOUNTS } from './accounts.js';

/** The treasury's starting inventory on the embedded default: what swaps can pay out. */
export const TREASURY_SEED: Record<AssetSymbol, string> = {
  NGN: '2000000000',
  ETH: '250',
  USDC: '1000000',
  STRK: '2000000',
  CORE: '500000',
};

/** Stocks the treasury through the admin's audited top-up, once per asset (fixed idempotency keys). */
export async function seedTreasury(c: Container, adminId: string): Promise<void> {
  for (const [asset, amount] of Object.entries(TREASURY_SEED) as [AssetSymbol, string][]) {
    const body = { asset, amount, note: 'Initial inventory of the embedded default' };
    await c.exchange.treasury.topUp(
      { actorId: adminId },
      body,
      `treasury-seed-${asset}`,
      requestHash('POST', '/admin/treasury/top-up', body),
    );
  }
}

/**
 * The demo user's exchange history, through the real services: a manual swap of 0.1 ETH to NGN at a
 * firm quote, and auto-convert on STRK whose threshold (600, under the 800 held) converts the
 * excess. Conversion History and the hub have something to show on first start.
 */
export async function seedDemoExchange(c: Container, userId: string): Promise<void> {
  // pg-boss must be installed before the auto-convert threshold queues its job.
  await c.jobs.init();
  const admin = await c.users.findByEmail(c.db, DEMO_ACCOUNTS.admin.email);
  if (!admin) throw new Error('demo admin missing');
  await seedTreasury(c, admin.id);

  const quote = await c.exchange.swaps.quote(userId, { from_symbol: 'ETH', to_symbol: 'NGN', amount: '0.1' });
  const body = { quote_id: quote.quote_id };
  await c.exchange.swaps.execute(userId, quote.quote_id, 'demo-seed-swap', requestHash('POST', '/swaps', body));

  const strk = await c.ledgerRepository.walletFor(c.db, userId, 'STRK');
  if (!strk) throw new Error('demo STRK wallet missing');
  await c.exchange.autoConvert.update(userId, strk.id, { auto_convert_threshold: '600' });
  await c.exchange.autoConvert.run({ walletId: strk.id });
}
