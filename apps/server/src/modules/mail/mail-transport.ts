import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { createMimeComposer } from './mime-composer.js';
import type { OutgoingEmail } from './mime-worker.js';

export type { OutgoingEmail } from './mime-worker.js';

/** Where emails go: an SMTP server, or .eml files on disk. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  /** Sends a batch: per email, undefined once the server (or the disk) took it, or why not. */
  send(emails: OutgoingEmail[]): Promise<(Error | undefined)[]>;
  close(): Promise<void>;
}

/** Messages handed to the SMTP server at once: its round trips overlap. */
const SMTP_LANES = 8;

/**
 * Sends through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://…`), one connection
 * per message; the batch is composed off the event loop and each message handed over as is.
 */
export function createSmtpTransport(url: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const composer = createMimeComposer();
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    kind: 'smtp',
    async send(emails) {
      const raws = await composer.compose(emails);
      const results: (Error | undefined)[] = raws.map((raw) => (raw instanceof Error ? raw : undefined));
      const waiting = emails.flatMap((email, i) => (results[i] ? [] : [i]));
      const lane = async () => {
        for (let i = waiting.shift(); i !== undefined; i = waiting.shift()) {
          const email = emails[i]!;
          await transporter
            .sendMail({ envelope: { from: email.from, to: email.to }, raw: raws[i] as Buffer })
            .catch((error: unknown) => (results[i] = error instanceof Error ? error : new Error(String(error))));
        }
      };
      await Promise.all(Array.from({ length: Math.min(SMTP_LANES, waiting.length) }, lane));
      return results;
    },
    async close() {
      transporter.close();
      await composer.close();
    },
  };
}

/**
 * Writes each email as an RFC 822 `.eml` file in `dir` (open it with any mail client), named by its
 * outbox id: sending the same email again rewrites the same file. The composer's thread lays out,
 * composes and writes the whole batch (ADR 039).
 */
export function createFileTransport(dir: string): MailTransport {
  const composer = createMimeComposer();
  return {
    kind: 'files',
    send: (emails) => composer.writeFiles(emails, dir),
    close: () => composer.close(),
  };
}

export function mailTransportFromConfig(config: { SMTP_URL?: string | undefined; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createFileTransport(join(config.DATA_DIR, 'mail'));
}
