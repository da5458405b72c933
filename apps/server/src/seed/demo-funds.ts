import type { AssetSymbol } from '@app/contract';
import type { Container } from '../container.js';
import { parseAmountFor } from '../modules/wallet/wallet.service.js';

/** What the demo user starts with: something in every asset. */
export const DEMO_FUNDS: Record<AssetSymbol, string> = {
  NGN: '250000.00',
  ETH: '1.25',
  USDC: '1500',
  STRK: '800',
  CORE: '120',
};

/** Funds the demo user through the same inbound-credit path a provider's webhook uses. */
export async function fundDemoUser(c: Container, userId: string): Promise<void> {
  for (const [asset, amount] of Object.entries(DEMO_FUNDS) as [AssetSymbol, string][]) {
    await c.funding.creditInbound({
      source: 'sandbox-funding',
      reference: `demo-seed-${asset}`,
      userId,
      asset,
      amount: parseAmountFor(asset, amount),
      fromAddress: 'Sandbox funding',
    });
  }
}
