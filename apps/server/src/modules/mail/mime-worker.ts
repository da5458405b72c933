import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeEmail, type EmailContent, type EmailParts } from './mail-layout.js';
import { mimeMessage } from './mime-message.js';

/** An email to send: what it says is laid out already, or is its parts, laid out here. */
export interface OutgoingEmail {
  /** The outbox row's id: the Message-ID and the .eml file name derive from it, so a resend is recognisable. */
  id: string;
  from: string;
  to: string;
  content: EmailContent | EmailParts;
}

/** The email's message: its parts laid out, then composed (`mime-message.ts`). */
export function mime(email: OutgoingEmail): Buffer {
  const { subject, text, html } = 'text' in email.content ? email.content : composeEmail(email.content);
  return mimeMessage({
    from: email.from,
    to: email.to,
    subject,
    text,
    html,
    messageId: `<${email.id}@naijawallet.mail>`,
    headers: { 'X-NaijaWallet-Outbox-Id': email.id },
    // The parts' boundaries from the outbox id (a random UUID) rather than fresh random bytes per
    // part: a resend is the same message but for its Date, and no random draws per email (ADR 041).
    baseBoundary: email.id.replaceAll('-', ''),
  });
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs in the composer's worker thread (`mime-composer.ts`), a batch per call: each email's bytes,
 * or why it could not be composed.
 */
function compose(emails: OutgoingEmail[]): (Uint8Array | string)[] {
  return emails.map((email) => {
    try {
      return mime(email);
    } catch (error) {
      return failure(error);
    }
  });
}

/**
 * Composes a batch and writes each email as `<id>.eml` in `dir`, through a temporary name and a
 * rename, so a reader never sees half a message; the same email again rewrites the same file.
 * Synchronous file calls: this thread has nothing else to do meanwhile. Per email, null when
 * written, or why not.
 */
function writeFiles(emails: OutgoingEmail[], dir: string): (string | null)[] {
  const out: (string | null)[] = [];
  for (const email of emails) {
    try {
      const file = join(dir, `${email.id}.eml`);
      const message = mime(email);
      try {
        writeFileSync(`${file}.tmp`, message);
      } catch (error) {
        // The folder is made when a write finds it missing, not before every email.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${file}.tmp`, message);
      }
      renameSync(`${file}.tmp`, file);
      out.push(null);
    } catch (error) {
      out.push(failure(error));
    }
  }
  return out;
}

/** What the composer's thread is asked: a batch to compose, or to compose and write into `dir`. */
export type MimeTask = { emails: OutgoingEmail[]; dir?: string };

/** The thread's one entry point: piscina found this TypeScript module's default export through tsx, not named ones. */
export default function run(task: MimeTask): (Uint8Array | string | null)[] {
  return task.dir === undefined ? compose(task.emails) : writeFiles(task.emails, task.dir);
}
