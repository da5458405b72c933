/**
 * Run as a child process by the outage tests: works one job through the job queue on
 * DATABASE_URL, as the server does, while the statement pg-boss completes it with fails as it does
 * when the connection is terminated under it (pg-boss sends that statement without awaiting it).
 * Prints RAN when the job ran and ALIVE if the process outlives the lost completion. With
 * REJECTION=bug the completion fails with an ordinary error instead, which must still be fatal
 * (run-server.ts drains and exits 1; here it exits 1 at once).
 */
import { openDatabase, type Database } from '../../src/db/client.js';
import { createJobQueue } from '../../src/jobs/job-queue.js';
import { handleUncaughtErrors } from '../../src/uncaught-errors.js';

const { DATABASE_URL, REJECTION } = process.env;
handleUncaughtErrors({
  onLostConnection: (error) => process.stdout.write(`LOGGED ${(error as Error).message}\n`),
  onFatal: () => process.exit(1),
});
const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL!, poolSize: 2 });
const lost = () =>
  REJECTION === 'bug'
    ? new Error('a bug')
    : Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const completionLost: Database = {
  ...database,
  executeSql: async (text, values) => {
    if (/state = 'completed'/.test(text)) throw lost();
    return database.executeSql(text, values);
  },
};
const jobs = createJobQueue(completionLost, { pollSeconds: 0.5 });
let ran!: () => void;
const done = new Promise<void>((resolve) => (ran = resolve));
jobs.define('test.completion-lost', async () => ran(), { retryLimit: 0 });
await jobs.init();
await jobs.startWorkers();
await jobs.send('test.completion-lost', {});
await done;
process.stdout.write('RAN\n');
await new Promise((r) => setTimeout(r, 1000));
process.stdout.write('ALIVE\n');
process.exit(0);
