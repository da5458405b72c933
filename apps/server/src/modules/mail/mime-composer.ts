import { Piscina } from 'piscina';
import type Mail from 'nodemailer/lib/mailer';

/** Builds emails' MIME bytes off the event loop (ADR 027). */
export interface MimeComposer {
  compose(message: Mail.Options): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * One worker thread, started by the first email and stopped after a minute without one, at a lower
 * CPU priority than the server's own thread: composing a message takes about 0.3 ms of CPU, which
 * on the event loop delayed every request around a batch of emails.
 */
export function createMimeComposer(): MimeComposer {
  const pool = new Piscina({
    filename: new URL('./mime-worker.ts', import.meta.url).href,
    // The worker is TypeScript, like the server: it loads through tsx whoever started us.
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    niceIncrement: 10,
  });
  return {
    async compose(message) {
      const bytes: Uint8Array = await pool.run(message);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.close(),
  };
}
