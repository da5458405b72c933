import type { DomainEvents } from '../../events/domain-events.js';
import type { ActivityInput, LedgerService, Posting } from '../ledger/ledger.service.js';
import type { EmailOutboxRepository, MailRecipient, ReceivedMoney } from './email-outbox.repository.js';
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
  outbox: Pick<MailOutbox, 'enqueue' | 'row' | 'queue'>;
  repository: Pick<EmailOutboxRepository, 'recipients' | 'insertPart'>;
  templates: MailTemplates;
  /** Whether the user (an SQL uuid expression) wants transaction emails, as SQL boolean text. */
  wantsTransactionEmail: (userId: string) => string;
}) {
  const { events, outbox, templates } = deps;
  const wants = deps.wantsTransactionEmail('u.id');
  const isMoneyIn = (a: ActivityInput) =>
    (a.type === 'deposit' || a.type === 'transfer_in') && a.status === 'completed';
  const recipientsOf = new WeakMap<Posting, Map<string, MailRecipient>>();
  const written = new WeakMap<Posting, string[]>();

  // Money received: any completed deposit or incoming transfer, whatever feature posted it. The
  // recipients are read before the posting's locks and the emails written by its one statement.
  deps.ledger.use({
    name: 'email-money-received',
    async prepare(tx, { posting }) {
      const received = posting.activities.filter(isMoneyIn);
      if (!received.length) return;
      const people = received.flatMap((a) => [a.userId, ...(a.counterpartyUserId ? [a.counterpartyUserId] : [])]);
      recipientsOf.set(posting, await deps.repository.recipients(tx, [...new Set(people)], wants));
    },
    write({ posting, result }) {
      const people = recipientsOf.get(posting);
      if (!people) return [];
      const rows = posting.activities.flatMap((a, i) => {
        const user = people.get(a.userId);
        if (!isMoneyIn(a) || !user?.wantsTransactions) return [];
        const money: ReceivedMoney = {
          activityId: result.activityIds[i]!,
          userId: a.userId,
          type: a.type as ReceivedMoney['type'],
          asset: a.asset,
          amount: a.amount.toString(),
          fromAddress: a.fromAddress ?? null,
          chain: a.chain ?? null,
          reference: posting.activityReference ?? result.reference,
          counterpartyTag: a.counterpartyUserId ? (people.get(a.counterpartyUserId)?.tag ?? null) : null,
        };
        const request = { userId: a.userId, kind: 'money_received', dedupeKey: `money_received:${money.activityId}` };
        return [outbox.row(request, user, templates.moneyReceived(money, user))];
      });
      if (!rows.length) return [];
      written.set(
        posting,
        rows.map((r) => r.id),
      );
      return [deps.repository.insertPart(rows)];
    },
    async afterPost(tx, { posting }) {
      for (const id of written.get(posting) ?? []) await outbox.queue(tx, id);
      recipientsOf.delete(posting);
      written.delete(posting);
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
