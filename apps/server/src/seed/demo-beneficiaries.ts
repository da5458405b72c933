import type { Container } from '../container.js';
import { ensureDemoFriends } from './demo-friends.js';

/**
 * Saved recipients for the demo user, one of each kind, so the send forms' picker has something
 * to offer on first start: @ada and @tunde, a Base address, and a GTBank account (its name from
 * the sandbox's name enquiry).
 */
export async function seedDemoBeneficiaries(c: Container, userId: string): Promise<void> {
  await ensureDemoFriends(c);
  await c.beneficiaries.save(userId, { kind: 'tag', tag: 'tunde' });
  await c.beneficiaries.save(userId, {
    kind: 'wallet',
    chain: 'base',
    address: '0x4444444444444444444444444444444444444444',
    label: 'Cold wallet',
  });
  await c.beneficiaries.save(userId, { kind: 'bank', bank_code: '058', account_number: '0123456785', label: 'Rent' });
  await c.beneficiaries.save(userId, { kind: 'tag', tag: 'ada', label: 'Ada (sister)' });
}
