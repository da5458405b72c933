import type { DomainEvents } from '../../events/domain-events.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { EmailOutboxRepository } from './email-outbox.repository.js';
import type { MailOutbox } from './mail-outbox.service.js';
import type { MailTemplates } from './mail-templates.js';

/**
 * Which events send which email, and which Settings switch silences it:
 * - money received (a ledger hook: any completed deposit or incoming transfer, whatever feature
 *   posted it), bill paid, payout completed or reversed: `transactions`;
 * - sign-in from a new device: `security`;
 * - KYC decision: always (an account matter, like its in-app notification).
 */
export function subscribeEmails(deps: {
  events: DomainEvents;
  ledger: Pick<LedgerService, 'use'>;
  outbox: Pick<MailOutbox, 'enqueue'>;
  repository: Pick<EmailOutboxRepository, 'receivedIn'>;
  templates: MailTemplates;
}) {
  const { events, outbox, templates } = deps;

  deps.ledger.use({
    name: 'email-money-received',
    async afterPost(tx, { posting, result }) {
      // Most postings bring no money in: skip the query for them.
      if (
        !posting.activities.some((a) => (a.type === 'deposit' || a.type === 'transfer_in') && a.status === 'completed')
      )
        return;
      for (const money of await deps.repository.receivedIn(tx, result.transactionId)) {
        await outbox.enqueue(tx, {
          userId: money.userId,
          kind: 'money_received',
          dedupeKey: `money_received:${money.activityId}`,
          category: 'transaction',
          compose: (user) => templates.moneyReceived(money, user),
        });
      }
    },
  });

  events.on('signed_in', async (tx, e) => {
    if (!e.newDevice) return;
    await outbox.enqueue(tx, {
      userId: e.userId,
      kind: 'new_device',
      dedupeKey: `new_device:${e.sessionId}`,
      category: 'security',
      compose: (user) => templates.newDevice(e, user),
    });
  });

  events.on('bill_paid', async (tx, e) => {
    await outbox.enqueue(tx, {
      userId: e.userId,
      kind: 'bill_paid',
      dedupeKey: `bill_paid:${e.paymentId}`,
      category: 'transaction',
      compose: () => templates.billPaid(e),
    });
  });

  for (const type of ['payout_completed', 'payout_reversed'] as const) {
    events.on(type, async (tx, e) => {
      await outbox.enqueue(tx, {
        userId: e.userId,
        kind: type,
        dedupeKey: `${type}:${e.payoutId}`,
        category: 'transaction',
        compose: () => templates.payout(e),
      });
    });
  }

  events.on('kyc_decided', async (tx, e) => {
    await outbox.enqueue(tx, {
      userId: e.userId,
      kind: `kyc_${e.status}`,
      dedupeKey: `kyc_decided:${e.submissionId}`,
      compose: () => templates.kycDecision(e),
    });
  });
}
