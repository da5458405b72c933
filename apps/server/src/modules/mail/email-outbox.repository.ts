import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { emailOutbox } from '../../db/schema.js';

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

export interface ReceivedMoney {
  activityId: string;
  userId: string;
  type: 'deposit' | 'transfer_in';
  asset: string;
  amount: string;
  fromAddress: string | null;
  chain: string | null;
  reference: string;
  counterpartyTag: string | null;
}

export function createEmailOutboxRepository() {
  return {
    /** A new email; the same dedupe key again is ignored (null). */
    async insert(db: Executor, values: typeof emailOutbox.$inferInsert): Promise<string | null> {
      const [row] = await db
        .insert(emailOutbox)
        .values(values)
        .onConflictDoNothing({ target: emailOutbox.dedupeKey })
        .returning({ id: emailOutbox.id });
      return row?.id ?? null;
    },
    async find(db: Executor, id: string): Promise<EmailOutboxRow | undefined> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },
    /**
     * Takes the email for sending: only if it is waiting, or held by a worker whose lease ran out
     * (it died mid-send). One statement, so two workers can never both take it.
     */
    async claim(db: Executor, id: string, leaseSeconds: number): Promise<EmailOutboxRow | undefined> {
      const [row] = await db
        .update(emailOutbox)
        .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(
          and(
            eq(emailOutbox.id, id),
            sql`(${emailOutbox.status} = 'pending' or (${emailOutbox.status} = 'sending' and ${emailOutbox.claimedAt} < now() - make_interval(secs => ${leaseSeconds})))`,
          ),
        )
        .returning();
      return row;
    },
    async markSent(db: Executor, id: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, claimedAt: null, lastError: null })
        .where(eq(emailOutbox.id, id));
    },
    /** Gives the email back after a failed attempt, with what went wrong. */
    async release(db: Executor, id: string, error: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'pending', claimedAt: null, lastError: error.slice(0, 1000) })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
    },
    /** Forgets emails sent more than `days` ago; unsent ones stay, whatever their age. */
    async purgeSent(db: Executor, days: number): Promise<number> {
      const rows = await db
        .delete(emailOutbox)
        .where(and(eq(emailOutbox.status, 'sent'), sql`${emailOutbox.sentAt} < now() - make_interval(days => ${days})`))
        .returning({ id: emailOutbox.id });
      return rows.length;
    },
    /** The money a posting brought into users' wallets (completed deposits and incoming transfers). */
    async receivedIn(db: Executor, transactionId: string): Promise<ReceivedMoney[]> {
      return queryRows<ReceivedMoney>(
        db,
        sql`select a.id as "activityId", a.user_id as "userId", a.type, a.asset, a.amount::text as amount,
                   a.from_address as "fromAddress", a.chain, a.reference, c.tag as "counterpartyTag"
              from activities a left join users c on c.id = a.counterparty_user_id
             where a.transaction_id = ${transactionId} and a.status = 'completed'
               and a.type in ('deposit', 'transfer_in')`,
      );
    },
  };
}
export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
