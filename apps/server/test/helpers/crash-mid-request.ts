/**
 * Run as a child process by the crash tests: builds the app on DATABASE_URL, sends one
 * send-to-tag request through it, and hangs inside its transaction, with the key claimed and the
 * wallets locked, before the posting is written (its COMMIT goes out with the write, ADR 031),
 * printing LOCKED. The test then kills this process with SIGKILL: what a process dying
 * mid-request leaves behind.
 */
import { openDatabase } from '../../src/db/client.js';
import { buildTestApp } from './test-app.js';

const { DATABASE_URL, TOKEN, BODY, KEY } = process.env;
const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL!, poolSize: 2 });
const { app, container } = await buildTestApp(database);
container.ledger.use({
  name: 'hang-holding-the-locks',
  beforeApply: async () => {
    process.stdout.write('LOCKED\n');
    await new Promise(() => {});
  },
});
await app.inject({
  method: 'POST',
  url: '/api/wallets/send-to-tag',
  headers: { authorization: `Bearer ${TOKEN}`, 'idempotency-key': KEY!, 'content-type': 'application/json' },
  payload: BODY!,
});
process.stdout.write('NEVER\n');
