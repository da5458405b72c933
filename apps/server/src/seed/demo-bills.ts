import type { BillPayRequest } from '@app/contract';
import type { Container } from '../container.js';
import { requestHash } from '../modules/idempotency/idempotency.service.js';

/**
 * Past bill payments for the demo user, made through the real bills service against the sandbox
 * biller: a prepaid electricity purchase (with its token), airtime, a DStv renewal and a payment
 * the biller failed (refunded). Account numbers avoid the sandbox's pending test digits.
 */
export const DEMO_BILLS: BillPayRequest[] = [
  { provider: 'ikeja-electric', account_number: '62104417865', amount: '5000', variation_code: 'prepaid' },
  { provider: 'mtn', account_number: '08031234567', amount: '1000' },
  { provider: 'dstv', account_number: '7023456781', amount: '19000', variation_code: 'dstv-compact' },
  { provider: 'bet9ja', account_number: '20481111', amount: '2000' },
];

export async function seedDemoBills(c: Container, userId: string): Promise<void> {
  // Each payment queues its requery job, so the queue must exist before the app is built.
  await c.jobs.init();
  for (const [i, bill] of DEMO_BILLS.entries()) {
    const result = await c.bills.pay(userId, bill, `demo-seed-bill-${i}`, requestHash('POST', '/bills/pay', bill));
    if (result.status !== 200) throw new Error(`demo bill ${i} refused: ${JSON.stringify(result.body)}`);
  }
}
