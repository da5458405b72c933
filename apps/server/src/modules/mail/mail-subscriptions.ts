import { newRowId } from '../../db/ids.js';
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
  outbox: Pick<MailOutbox, 'enqueue' | 'row'>;
  repository: Pick<EmailOutboxRepository, 'recipients' | 'insertParts'>;
  templates: MailTemplates;
  /** Whether the user (an SQL uuid expression) wants transaction emails, as SQL boolean text. */
  wantsTransactionEmail: (userId: string) => string;
}) {
  const { events, outbox, templates } = deps;
  const wants = deps.wantsTransactionEmail('u.id');
  const isMoneyIn = (a: ActivityInput) =>
    (a.type === 'deposit' || a.type === 'transfer_in') && a.status === 'completed';
  /** Per posting: who is emailed about each money-in activity (by index), under which email id. */
  const planned = new WeakMap<Posting, { people: Map<string, MailRecipient>; emails: Map<number, string> }>();

  // Money received: any completed deposit or incoming transfer, whatever feature posted it. The
  // recipients are read in the statement that takes the posting's locks; the emails are written by
  // the posting's one write statement, so they commit, or roll back, with it.
  deps.ledger.use({
    name: 'email-money-received',
    read(batch) {
      const received = batch.flatMap(({ posting }) => posting.activities.filter(isMoneyIn));
      if (!received.length) return undefined;
      const ids = received.flatMap((a) => [a.userId, ...(a.counterpartyUserId ? [a.counterpartyUserId] : [])]);
      return deps.repository.recipients([...new Set(ids)], wants, (people) => {
        for (const { posting } of batch) {
          const emails = new Map<number, string>();
          posting.activities.forEach((a, i) => {
            if (isMoneyIn(a) && people.get(a.userId)?.wantsTransactions) emails.set(i, newRowId());
          });
          planned.set(posting, { people, emails });
        }
      });
    },
    write(batch) {
      const rows = batch.flatMap(({ posting, result }) => {
        const plan = planned.get(posting);
        planned.delete(posting);
        if (!plan?.emails.size) return [];
        return [...plan.emails].map(([i, id]) => {
          const a = posting.activities[i]!;
          const user = plan.people.get(a.userId)!;
          const money: ReceivedMoney = {
            activityId: result.activityIds[i]!,
            userId: a.userId,
            type: a.type as ReceivedMoney['type'],
            asset: a.asset,
            amount: a.amount.toString(),
            fromAddress: a.fromAddress ?? null,
            chain: a.chain ?? null,
            reference: posting.activityReference ?? result.reference,
            counterpartyTag: a.counterpartyUserId ? (plan.people.get(a.counterpartyUserId)?.tag ?? null) : null,
          };
          const request = { userId: a.userId, kind: 'money_received', dedupeKey: `money_received:${money.activityId}` };
          return outbox.row(id, request, user, templates.moneyReceived(money, user));
        });
      });
      return rows.length ? deps.repository.insertParts(rows) : [];
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
