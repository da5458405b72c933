import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { createMimeComposer } from './mime-composer.js';

export interface OutgoingEmail {
  /** The outbox row's id: the Message-ID and the .eml file name derive from it, so a resend is recognisable. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where emails go: an SMTP server, or .eml files on disk. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  /**
   * Emails sent at the same time. A mail server's round trips overlap, so SMTP runs several; a
   * file is written in microseconds, so more lanes would only take CPU from the requests.
   */
  readonly lanes: number;
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

const messageOf = (email: OutgoingEmail) => ({
  from: email.from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  messageId: `<${email.id}@naijawallet.mail>`,
  headers: { 'X-NaijaWallet-Outbox-Id': email.id },
});

/**
 * Sends through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://…`), one connection
 * per message; the message is composed off the event loop and handed over as is.
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
    lanes: 8,
    async send(email) {
      const raw = await composer.compose(messageOf(email));
      await transporter.sendMail({ envelope: { from: email.from, to: email.to }, raw });
    },
    async close() {
      transporter.close();
      await composer.close();
    },
  };
}

/**
 * Writes each email as an RFC 822 `.eml` file in `dir` (open it with any mail client), named by its
 * outbox id: sending the same email again rewrites the same file. Written to a temporary name and
 * renamed, so a reader never sees half a message.
 */
export function createFileTransport(dir: string): MailTransport {
  const composer = createMimeComposer();
  return {
    kind: 'files',
    lanes: 1,
    async send(email) {
      const message = await composer.compose(messageOf(email));
      const file = join(dir, `${email.id}.eml`);
      const write = () => writeFile(`${file}.tmp`, message);
      // The folder is made when a write finds it missing, not before every email.
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(dir, { recursive: true });
        await write();
      });
      await rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}

export function mailTransportFromConfig(config: { SMTP_URL?: string | undefined; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createFileTransport(join(config.DATA_DIR, 'mail'));
}
