import type { CreatePaymentRequestBody, CreateSplitRequest } from '@app/contract';
import type { Container } from '../container.js';
import { requestHash } from '../modules/idempotency/idempotency.service.js';
import { ensureDemoFriends } from './demo-friends.js';

/**
 * A split and payment requests for the demo user through the real services: a ₦6,000 split sent
 * to @ada and @tunde; a "Team lunch" request to both, which @tunde has paid and @ada not yet; and
 * a request from @ada that the demo user can pay or decline in the Requests view.
 */
export async function seedDemoSplits(c: Container, userId: string): Promise<void> {
  const friends = await ensureDemoFriends(c);
  const ngn = (await c.ledgerRepository.walletFor(c.db, userId, 'NGN'))!;
  const hash = (path: string, body: unknown) => requestHash('POST', path, body);

  const split: CreateSplitRequest = {
    balance_id: ngn.id,
    total_amount: '6000',
    method: 'equal',
    recipients: [{ tag: 'ada' }, { tag: 'tunde' }],
  };
  await c.split.send(userId, split, 'demo-seed-split', hash('/splits', split));

  const lunch: CreatePaymentRequestBody = {
    asset_symbol: 'NGN',
    total_amount: '15000',
    method: 'equal',
    recipients: [{ tag: 'ada' }, { tag: 'tunde' }],
    note: 'Team lunch',
  };
  const created = await c.paymentRequests.create(userId, lunch, 'demo-seed-request', hash('/payment-requests', lunch));
  const items = (created.body as { items: { id: string; tag: string }[] }).items;
  const tundeItem = items.find((i) => i.tag === 'tunde')!;
  await c.paymentRequests.pay(friends.tunde, tundeItem.id, 'demo-seed-request-pay', 'demo-seed-request-pay');

  const movies: CreatePaymentRequestBody = {
    asset_symbol: 'NGN',
    total_amount: '4500',
    method: 'custom',
    recipients: [
      { tag: 'demo', amount: '3000' },
      { tag: 'tunde', amount: '1500' },
    ],
    note: 'Movie tickets',
  };
  await c.paymentRequests.create(friends.ada, movies, 'demo-seed-movies', hash('/payment-requests', movies));
}
