import type { NotificationCategory } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EmailOutboxRepository, EmailRow } from './email-outbox.repository.js';
import type { EmailContent } from './mail-layout.js';
import type { MailTransport } from './mail-transport.js';

export const EMAIL_QUEUE = 'email.send';
export const EMAIL_PURGE_QUEUE = 'email.purge';
/** Sent emails are kept this long (support questions: "did you send me…?"), then forgotten. */
const KEEP_SENT_DAYS = 90;
/** A worker holding an email longer than this is taken to have died; another may send it. */
const LEASE_SECONDS = 120;
/** Emails a worker takes per poll: with the default 1-second poll, up to this many a second. */
const EMAIL_BATCH = 100;

export interface MailOutboxDeps {
  db: Db;
  jobs: JobQueue;
  repository: EmailOutboxRepository;
  users: Pick<UsersRepository, 'findById'>;
  transport: MailTransport;
  from: string;
  retrySeconds: number;
  /** The user's notification switches, read in the event's transaction. */
  wantsNotifications: (
    tx: Executor,
    requests: { userId: string; category: NotificationCategory }[],
  ) => Promise<boolean[]>;
}

export interface EmailRequest {
  userId: string;
  kind: string;
  /** Names the event: one event, one email, however often the code recording it runs. */
  dedupeKey: string;
  /** The Settings switch that turns this email off; none for account matters that always go out. */
  category?: NotificationCategory;
  compose: (user: { tag: string }) => EmailContent;
}

function emailValues(
  request: Pick<EmailRequest, 'userId' | 'kind' | 'dedupeKey'>,
  user: { email: string },
  content: EmailContent,
): Omit<EmailRow, 'id'> {
  return {
    userId: request.userId,
    kind: request.kind,
    dedupeKey: request.dedupeKey,
    toAddress: user.email,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  };
}

/**
 * The email outbox: `enqueue` writes the email and its job inside the event's transaction;
 * `deliver` (the job) sends it once. Sending is at-least-once only in one window, a crash between
 * the server's acceptance and our `sent` mark; the Message-ID is the outbox id, so a repeat is the
 * same message to the receiving side.
 */
export function createMailOutbox(deps: MailOutboxDeps) {
  const { db, jobs, repository, transport } = deps;

  async function deliver(id: string): Promise<'sent' | 'already_sent' | 'missing'> {
    const email = await repository.claim(db, id, LEASE_SECONDS);
    if (!email) {
      const row = await repository.find(db, id);
      if (!row) return 'missing';
      if (row.status === 'sent') return 'already_sent';
      // Another worker is sending it right now: try again later, in case that worker dies.
      throw new Error(`email ${id} is being sent by another worker`);
    }
    try {
      await transport.send({
        id: email.id,
        from: deps.from,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
      });
    } catch (error) {
      await repository.release(db, id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await repository.markSent(db, id);
    return 'sent';
  }

  jobs.define<{ id: string }>(EMAIL_QUEUE, async ({ id }) => void (await deliver(id)), {
    // Every payment received emails its recipient: one a second per process would fall behind.
    batchSize: EMAIL_BATCH,
    retryLimit: 10,
    retryDelaySeconds: deps.retrySeconds,
    expireInSeconds: 60,
  });

  jobs.every(EMAIL_PURGE_QUEUE, 3600, async () => void (await repository.purgeSent(db, KEEP_SENT_DAYS)));

  return {
    /**
     * An email row for a user whose address is known, for a posting's write statement (ADR 019);
     * `queue` queues its job in the same transaction (before or after the row: both commit together).
     */
    row(
      id: string,
      request: Omit<EmailRequest, 'category' | 'compose'>,
      user: { email: string },
      content: EmailContent,
    ): EmailRow {
      return { id, ...emailValues(request, user, content) };
    },
    /** Queues the sending of an email written in `tx`. */
    async queue(tx: Executor, id: string): Promise<void> {
      await jobs.send(EMAIL_QUEUE, { id }, { tx, id });
    },
    /** Writes the email and its job in `tx`; null when the user switched it off or it was already written. */
    async enqueue(tx: Executor, request: EmailRequest): Promise<string | null> {
      if (request.category) {
        const [wanted] = await deps.wantsNotifications(tx, [{ userId: request.userId, category: request.category }]);
        if (wanted === false) return null;
      }
      const user = await deps.users.findById(tx, request.userId);
      if (!user) return null;
      const id = await repository.insert(tx, emailValues(request, user, request.compose({ tag: user.tag })));
      if (id) await jobs.send(EMAIL_QUEUE, { id }, { tx, id });
      return id;
    },
    deliver,
    find: (id: string) => repository.find(db, id),
    transport,
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
