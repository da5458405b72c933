import { Piscina } from 'piscina';
import type { MimeTask, OutgoingEmail } from './mime-worker.js';

/** Lays out and builds emails' MIME bytes off the event loop, a batch at a time (ADR 027, 039). */
export interface MimeComposer {
  /** Each email's bytes, or the error that kept it from being composed. */
  compose(emails: OutgoingEmail[]): Promise<(Buffer | Error)[]>;
  /** Composes each email and writes it as `<id>.eml` in `dir`: per email, undefined or the error. */
  writeFiles(emails: OutgoingEmail[], dir: string): Promise<(Error | undefined)[]>;
  close(): Promise<void>;
}

/**
 * One worker thread, started by the first email and stopped after a minute without one, at a lower
 * CPU priority than the server's own thread: composing a message took about 0.3 ms of CPU (0.12–0.2
 * since ADR 040), which on the event loop delayed every request around a batch of emails. A batch
 * is one message to the thread and one answer, whatever its size.
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
    async compose(emails) {
      const out: (Uint8Array | string)[] = await pool.run({ emails } satisfies MimeTask);
      return out.map((bytes) =>
        typeof bytes === 'string' ? new Error(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      );
    },
    async writeFiles(emails, dir) {
      const out: (string | null)[] = await pool.run({ emails, dir } satisfies MimeTask);
      return out.map((error) => (error === null ? undefined : new Error(error)));
    },
    close: () => pool.close(),
  };
}
