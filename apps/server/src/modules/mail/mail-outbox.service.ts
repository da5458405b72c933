import { setTimeout } from 'node:timers/promises';
import type { NotificationCategory } from '@app/contract';
import type { Db, Executor } from '../../db/client.js';
import { newRowId } from '../../db/ids.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { ClaimedEmail, EmailOutboxRepository, EmailRow } from './email-outbox.repository.js';
import type { EmailContent, EmailParts } from './mail-layout.js';
import type { MailTransport } from './mail-transport.js';

/** The repeating job that sends what is due (ADR 020). */
export const EMAIL_QUEUE = 'email.outbox';
/** Before ADR 020, one job per email; its leftover jobs are dropped (the rows are still sent). */
const RETIRED_EMAIL_QUEUE = 'email.send';
export const EMAIL_PURGE_QUEUE = 'email.purge';
/** Sent emails are kept this long (support questions: "did you send me…?"), then forgotten. */
const KEEP_SENT_DAYS = 90;
/** How often the outbox is looked at: an email goes out a second or two after its event. */
const SEND_EVERY_SECONDS = 1;
/** A worker holding an email longer than this is taken to have died; another may send it. */
const LEASE_SECONDS = 120;
/** Emails taken per claim, handed to the transport together; small, so the work comes in small pieces. */
const EMAIL_BATCH = 25;
/**
 * Between batches, a run rests this many times as long as the batch took, scaled by how busy the
 * event loop was meanwhile: a saturated process gives email about a third of its time, an idle
 * one (a slow mail server's round trips) nearly all.
 */
const REST_FACTOR = 2;
/** One run sends batch after batch until the outbox is empty or this long has passed. */
const RUN_SECONDS = 20;
/** The first attempt and ten retries; then the email is `failed`, with its last error. */
const MAX_ATTEMPTS = 11;
/** Backoff between attempts doubles from `retrySeconds` up to this. */
const MAX_RETRY_SECONDS = 6 * 3600;

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
  /** What the email says; laid out as text and HTML when it is sent. */
  compose: (user: { tag: string }) => EmailParts;
}

function emailValues(
  id: string,
  request: Pick<EmailRequest, 'userId' | 'kind' | 'dedupeKey'>,
  user: { email: string },
  parts: EmailParts,
): EmailRow {
  return { id, userId: request.userId, kind: request.kind, dedupeKey: request.dedupeKey, toAddress: user.email, parts };
}

/** What a claimed email says: its parts, or as queued before ADR 035, its text and HTML. */
function contentOf(email: ClaimedEmail): EmailParts | EmailContent {
  if (email.parts) return { subject: email.subject, ...email.parts };
  return { subject: email.subject, text: email.textBody ?? '', html: email.htmlBody ?? '' };
}

/**
 * The email outbox: `enqueue` (or a posting's write statement, with `row`) writes the email inside
 * the event's transaction; a repeating job sends the due ones in batches. Sending is at-least-once
 * only in one window, a crash between the server's acceptance and our `sent` mark; the Message-ID
 * is the outbox id, so a repeat is the same message to the receiving side.
 */
export function createMailOutbox(deps: MailOutboxDeps) {
  const { db, jobs, repository, transport } = deps;
  const retryAfter = (attempts: number) => Math.min(deps.retrySeconds * 2 ** (attempts - 1), MAX_RETRY_SECONDS);

  /** Sends one claimed batch (laid out where it is composed); returns the ids the server took. */
  async function sendBatch(batch: ClaimedEmail[]): Promise<{ sent: string[]; failed: number }> {
    // A transport that fails as a whole (its thread died) fails each email: each is retried.
    const errors = await transport
      .send(batch.map((email) => ({ id: email.id, from: deps.from, to: email.toAddress, content: contentOf(email) })))
      .catch((error: unknown) => batch.map(() => (error instanceof Error ? error : new Error(String(error)))));
    const sent = batch.filter((_, i) => !errors[i]).map((email) => email.id);
    for (const [i, email] of batch.entries()) {
      const error = errors[i];
      if (!error) continue;
      await repository.release(db, email.id, {
        error: error.message,
        retryAfterSeconds: retryAfter(email.attempts),
        giveUp: email.attempts >= MAX_ATTEMPTS,
      });
    }
    await repository.markSent(db, sent);
    return { sent, failed: batch.length - sent.length };
  }

  /**
   * Sends every email that is due now (what the repeating job runs). Through a backlog it rests
   * between batches (`REST_FACTOR`): emails yield to requests under load, and go at the pace
   * of a slow mail server when the process is idle. A backlog left by a burst of payments is sent
   * when the burst is over.
   */
  async function sendDue(): Promise<{ sent: number; failed: number }> {
    const started = Date.now();
    const total = { sent: 0, failed: 0 };
    for (;;) {
      const batchStarted = performance.now();
      const loop = performance.eventLoopUtilization();
      const batch = await repository.claimDue(db, EMAIL_BATCH, LEASE_SECONDS);
      const { sent, failed } = await sendBatch(batch);
      total.sent += sent.length;
      total.failed += failed;
      if (batch.length < EMAIL_BATCH || Date.now() - started > RUN_SECONDS * 1000) return total;
      const busy = performance.eventLoopUtilization(loop).utilization;
      await setTimeout((performance.now() - batchStarted) * busy * REST_FACTOR);
    }
  }

  jobs.every(EMAIL_QUEUE, SEND_EVERY_SECONDS, async () => void (await sendDue()));
  jobs.retire(RETIRED_EMAIL_QUEUE);
  jobs.every(EMAIL_PURGE_QUEUE, 3600, async () => void (await repository.purgeSent(db, KEEP_SENT_DAYS)));

  return {
    /** An email row for a user whose address is known, for a posting's write statement (ADR 019). */
    row: emailValues,
    /**
     * Writes the email in `tx`, under an id that sorts by time (ADR 048); null when the user
     * switched it off or it was already written.
     */
    async enqueue(tx: Executor, request: EmailRequest): Promise<string | null> {
      if (request.category) {
        const [wanted] = await deps.wantsNotifications(tx, [{ userId: request.userId, category: request.category }]);
        if (wanted === false) return null;
      }
      const user = await deps.users.findById(tx, request.userId);
      if (!user) return null;
      return repository.insert(tx, emailValues(newRowId(), request, user, request.compose({ tag: user.tag })));
    },
    sendDue,
    /** Stops the transport (its composer thread); for shutdown, after the jobs have stopped. */
    close: () => transport.close(),
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
