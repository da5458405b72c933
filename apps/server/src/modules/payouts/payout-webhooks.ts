import type { PayoutProviderName } from '@app/contract';
import type { Db } from '../../db/client.js';
import { payoutWebhookEvents } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { PayoutProcessor } from './payout-processor.js';
import type { PayoutRouter } from './payout-router.js';
import type { PayoutsRepository } from './payouts.repository.js';

type Headers = Record<string, string | string[] | undefined>;
type Body = { event: string; data: Record<string, unknown> & { reference: string; status?: string } };

/**
 * Provider webhooks: verified against the raw bytes before anything else, recorded once per (provider, event key) —
 * a second delivery of the same event finds its row and does nothing — and applied to the payout
 * under its row lock, in the same transaction as the record.
 */
export function createPayoutWebhooks(deps: {
  db: Db;
  router: PayoutRouter;
  repository: PayoutsRepository;
  processor: Pick<PayoutProcessor, 'apply'>;
}) {
  return {
    /** Checked before the body is read, so an unsigned request learns nothing about its shape. */
    verify(name: PayoutProviderName, headers: Headers, rawBody: string): void {
      if (!deps.router.get(name).verifyWebhook(headers, rawBody)) {
        throw new AppError('UNAUTHENTICATED', 'Invalid webhook signature');
      }
    },

    /** Applies a delivery whose signature `verify` accepted. */
    async handle(name: PayoutProviderName, body: Body): Promise<{ received: true }> {
      const event = deps.router.get(name).parseWebhook(body);
      if (!event) return { received: true };
      await deps.db.transaction(async (tx) => {
        const fresh = await tx
          .insert(payoutWebhookEvents)
          .values({ provider: name, eventKey: event.eventKey.slice(0, 300), reference: event.reference, payload: body })
          .onConflictDoNothing()
          .returning({ id: payoutWebhookEvents.id });
        if (!fresh.length) return;
        const payout = await deps.repository.lockByReference(tx, event.reference);
        // Only the provider that has the transfer speaks for it.
        if (!payout || payout.provider !== name || !event.status) return;
        await deps.processor.apply(tx, payout, event.status);
      });
      return { received: true };
    },
  };
}
export type PayoutWebhooks = ReturnType<typeof createPayoutWebhooks>;
