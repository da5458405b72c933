import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { COMMIT_WITHOUT_FLUSH, list, q, raw, run } from '../../db/prepared.js';
import type { ReadPart, WritePart } from '../ledger/ledger.repository.js';
import { emailOutbox } from '../../db/schema.js';
import type { EmailParts } from './mail-layout.js';

/** A new email, as a posting's write statement inserts it: its parts, laid out when it is sent. */
export interface EmailRow {
  id: string;
  userId: string;
  kind: string;
  dedupeKey: string;
  toAddress: string;
  parts: EmailParts;
}

/**
 * An email taken for sending, with the number of this attempt: its subject and parts, or, queued
 * before ADR 035, its subject, text and HTML.
 */
export interface ClaimedEmail {
  id: string;
  toAddress: string;
  subject: string;
  parts: Omit<EmailParts, 'subject'> | null;
  textBody: string | null;
  htmlBody: string | null;
  attempts: number;
}

/** The parts as `email_bodies` keeps them: the subject is the outbox row's. */
const storedParts = ({ subject: _subject, ...rest }: EmailParts) => JSON.stringify(rest);

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
    async insert(db: Executor, email: EmailRow): Promise<string | null> {
      const [row] = await run<{ id: string }>(
        db,
        q`with e as (
            insert into email_outbox (id, user_id, kind, dedupe_key, to_address, subject)
            values (${email.id}::uuid, ${email.userId}::uuid, ${email.kind}, ${email.dedupeKey}, ${email.toAddress},
                    ${email.parts.subject})
            on conflict (dedupe_key) do nothing
            returning id)
          insert into email_bodies (email_id, parts)
          select id, ${storedParts(email.parts)}::json from e
          returning email_id as id`,
      );
      return row?.id ?? null;
    },
    /**
     * Takes up to `limit` emails that are due, oldest first, for `leaseSeconds`: new ones, ones
     * whose backoff is over, and ones whose sender's lease ran out (it died mid-send). Rows another
     * worker holds are skipped, and a row is due again only when its lease ends, so two workers
     * never take the same email.
     *
     * The claim commits without waiting for the disk (ADR 059). Were it lost in a crash of
     * PostgreSQL, its emails would be due again at once: the sent mark, which still waits, flushes
     * the claim before it, so no email is sent twice that would not have been anyway.
     */
    async claimDue(db: Executor, limit: number, leaseSeconds: number): Promise<ClaimedEmail[]> {
      return run<ClaimedEmail>(
        db,
        q`with claimed as (
            update email_outbox e
               set status = 'sending', claimed_at = now(), attempts = e.attempts + 1,
                   next_attempt_at = now() + make_interval(secs => ${leaseSeconds}::int)
              from email_bodies b
             where b.email_id = e.id
               and e.id in (select id from email_outbox
                             where status in ('pending', 'sending') and next_attempt_at <= now()
                             order by next_attempt_at limit ${limit}::int
                             for update skip locked)
            returning e.id, e.to_address as "toAddress", e.subject, b.parts,
                      b.text_body as "textBody", b.html_body as "htmlBody", e.attempts)
          select * from claimed where ${COMMIT_WITHOUT_FLUSH} = 'off'`,
      );
    },
    /** Marks emails this worker holds as sent. */
    async markSent(db: Executor, ids: string[]): Promise<void> {
      if (!ids.length) return;
      await run(
        db,
        q`update email_outbox set status = 'sent', sent_at = now(), claimed_at = null, last_error = null
           where id = any(${ids}::uuid[]) and status = 'sending'`,
      );
    },
    /**
     * Gives an email back after a failed attempt, with what went wrong: due again after
     * `retryAfterSeconds`, or `failed` for good when `giveUp`.
     */
    async release(
      db: Executor,
      id: string,
      failure: { error: string; retryAfterSeconds: number; giveUp: boolean },
    ): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          status: failure.giveUp ? 'failed' : 'pending',
          claimedAt: null,
          lastError: failure.error.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryAfterSeconds})`,
        })
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
     * A posting's read (ADR 023): tag, address and transaction-email switch of each user, given
     * to `take`. `wants` is an SQL boolean over the user id column `u.id` (trusted text).
     */
    recipients(userIds: string[], wants: string, take: (people: Map<string, MailRecipient>) => void): ReadPart {
      return {
        query: q`select u.id, u.tag, u.email, ${raw(wants)} as wants from users u where u.id in ${list(userIds, 'uuid')}`,
        take: (rows) => {
          const people = rows as { id: string; tag: string; email: string; wants: boolean }[];
          take(new Map(people.map((r) => [r.id, { tag: r.tag, email: r.email, wantsTransactions: r.wants }])));
        },
      };
    },
    /**
     * A posting's parts (ADR 019) that write these emails and what they say; a dedupe key already
     * written is skipped, bodies and all.
     */
    insertParts(rows: EmailRow[]): WritePart[] {
      const column = <K extends keyof EmailRow>(key: K) => rows.map((r) => r[key]);
      const subjects = rows.map((r) => r.parts.subject);
      return [
        {
          name: 'mail_outbox',
          query: q`insert into email_outbox (id, user_id, kind, dedupe_key, to_address, subject)
                   select * from unnest(${column('id')}::uuid[], ${column('userId')}::uuid[], ${column('kind')}::text[],
                                        ${column('dedupeKey')}::text[], ${column('toAddress')}::text[],
                                        ${subjects}::text[])
                   on conflict (dedupe_key) do nothing
                   returning id`,
        },
        {
          name: 'mail_bodies',
          query: q`insert into email_bodies (email_id, parts)
                   select b.id, b.parts
                     from unnest(${column('id')}::uuid[], ${rows.map((r) => storedParts(r.parts))}::json[]) as b(id, parts)
                     join mail_outbox o on o.id = b.id`,
        },
      ];
    },
  };
}
export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
