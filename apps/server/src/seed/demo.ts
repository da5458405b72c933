import type { Container } from '../container.js';
import { seedDemoAccounts } from './accounts.js';
import { fundDemoUser } from './demo-funds.js';
import { seedDemoExchange } from './demo-exchange.js';
import { seedDemoBackOffice } from './demo-payouts.js';
import { seedDemoBills } from './demo-bills.js';
import { seedDemoSplits } from './demo-split.js';
import { seedDemoBeneficiaries } from './demo-beneficiaries.js';

/**
 * The demo data of a first start (embedded database, outside production), once: the demo user
 * and admin, then each feature's history through its real services, so every screen has
 * something to show.
 */
export function seedDemo(c: Container): Promise<boolean> {
  return seedDemoAccounts(c, async (userId) => {
    await fundDemoUser(c, userId);
    await seedDemoExchange(c, userId);
    await seedDemoBackOffice(c, userId);
    await seedDemoBills(c, userId);
    await seedDemoSplits(c, userId);
    await seedDemoBeneficiaries(c, userId);
  });
}
