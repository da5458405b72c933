import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { q, raw, run } from '../../db/prepared.js';
import type { WritePart } from '../ledger/ledger.repository.js';
import { emailOutbox } from '../../db/schema.js';

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

/** A new email, as a posting's write statement inserts it. */
export interface EmailRow {
  id: string;
  userId: string;
  kind: string;
  dedupeKey: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** Who a money-received email goes to, and whether they want it. */
export interface MailRecipient {
  tag: string;
  email: string;
  wantsTransactions: boolean;
}

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
    /**
     * Tag, address and transaction-email switch of each user, in one query. `wants` is an SQL
     * boolean over the user id column `u.id` (trusted text).
     */
    async recipients(db: Executor, userIds: string[], wants: string): Promise<Map<string, MailRecipient>> {
      const rows = await run<{ id: string; tag: string; email: string; wants: boolean }>(
        db,
        q`select u.id, u.tag, u.email, ${raw(wants)} as wants from users u where u.id = any(${userIds}::uuid[])`,
      );
      return new Map(rows.map((r) => [r.id, { tag: r.tag, email: r.email, wantsTransactions: r.wants }]));
    },
    /** A posting part (ADR 019) that writes these emails; a dedupe key already written is skipped. */
    insertPart(rows: EmailRow[]): WritePart {
      const column = <K extends keyof EmailRow>(key: K) => rows.map((r) => r[key]);
      return {
        name: 'mail_outbox',
        query: q`insert into email_outbox (id, user_id, kind, dedupe_key, to_address, subject, text_body, html_body)
                 select * from unnest(${column('id')}::uuid[], ${column('userId')}::uuid[], ${column('kind')}::text[],
                                      ${column('dedupeKey')}::text[], ${column('toAddress')}::text[],
                                      ${column('subject')}::text[], ${column('textBody')}::text[],
                                      ${column('htmlBody')}::text[])
                 on conflict (dedupe_key) do nothing`,
      };
    },
  };
}
export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
