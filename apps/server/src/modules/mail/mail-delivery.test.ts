import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../../test/helpers/identity.js';
import { failInWrite } from '../../../test/helpers/fail-in-write.js';
import { fund } from '../../../test/helpers/money.js';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.js';
import { createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/raw.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import { composeEmail } from './mail-layout.js';
import { createEmailOutboxRepository } from './email-outbox.repository.js';
import { EMAIL_PURGE_QUEUE, EMAIL_QUEUE } from './mail-outbox.service.js';
import { createFileTransport, mailTransportFromConfig } from './mail-transport.js';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
}
const rowsOf = (userId: string) =>
  queryRows<Row>(
    t.container.db,
    sql`select id, status, attempts, last_error from email_outbox where user_id = ${userId} order by created_at`,
  );
/** A user with one email waiting: the deposit that funded them. */
async function userWithEmail() {
  const user = await registerUser(t.app);
  await fund(t.container, user.user.id, 'NGN', '500');
  const [row] = await rowsOf(user.user.id);
  expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  return { user, id: row!.id, email: user.user.email };
}
/** One run of the sending job, as a worker would run it. */
const run = () => t.container.jobs.runNow(EMAIL_QUEUE);
/** Time passes: an email waiting for its retry is due now. */
const makeDue = (id: string) =>
  t.container.db.execute(sql`update email_outbox set next_attempt_at = now() where id = ${id}`);
/** Not sent while it waits; once due, the next run sends it, on its second attempt. */
async function sentOnceDue(userId: string, id: string, email: string) {
  await run();
  expect(smtp.to(email)).toHaveLength(0);
  await makeDue(id);
  await run();
  expect(smtp.to(email)).toHaveLength(1);
  expect(await rowsOf(userId)).toEqual([{ id, status: 'sent', attempts: 2, last_error: null }]);
}

describe('sending the outbox', () => {
  it('an SMTP failure leaves the email waiting with the error, and the retry delivers it once', async () => {
    const { user, id, email } = await userWithEmail();
    smtp.failNext(1);
    await run();
    const [failed] = await queryRows<Row & { wait: number }>(
      t.container.db,
      sql`select id, status, attempts, last_error, extract(epoch from next_attempt_at - now())::float as wait
            from email_outbox where id = ${id}`,
    );
    expect(failed).toEqual({
      id,
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('451'),
      wait: expect.any(Number),
    });
    // Not before its backoff (MAIL_RETRY_SECONDS is 1 here).
    expect(failed!.wait).toBeGreaterThan(0.5);
    await sentOnceDue(user.user.id, id, email);
  });

  it('gives up after eleven attempts and keeps the last error', async () => {
    const { user, id, email } = await userWithEmail();
    await t.container.db.execute(sql`update email_outbox set attempts = 10 where id = ${id}`);
    smtp.failNext(1);
    await run();
    expect(await rowsOf(user.user.id)).toEqual([
      { id, status: 'failed', attempts: 11, last_error: expect.stringContaining('451') },
    ]);
    await makeDue(id);
    await run();
    expect(smtp.to(email)).toHaveLength(0);
  });

  it('exactly once: the job run again, or twice at the same time, sends no second email', async () => {
    const { id, email } = await userWithEmail();
    await run();
    await makeDue(id);
    await run();
    expect(smtp.to(email)).toHaveLength(1);

    const others = await Promise.all([userWithEmail(), userWithEmail(), userWithEmail()]);
    await Promise.all([run(), run(), run()]);
    for (const other of others) expect(smtp.to(other.email)).toHaveLength(1);
  });

  it('an email held by a worker that died is sent by another once its lease is over', async () => {
    const { user, id, email } = await userWithEmail();
    // A worker took it and died before sending: its lease holds the email for two minutes.
    await t.container.db.execute(
      sql`update email_outbox set status = 'sending', attempts = 1, claimed_at = now(),
            next_attempt_at = now() + interval '120 seconds' where id = ${id}`,
    );
    await sentOnceDue(user.user.id, id, email);
  });

  it('claims without waiting for the disk, marks sent waiting for it, and leaves no connection changed (ADR 059)', async () => {
    const { user, id } = await userWithEmail();
    const repository = createEmailOutboxRepository();
    const setting = async (db: Executor) =>
      (await queryRows<{ s: string }>(db, sql`select current_setting('synchronous_commit') as s`))[0]!.s;
    const rollback = new Error('leave the outbox as it was');
    const seen: string[] = [];
    await t.container.db
      .transaction(async (tx) => {
        const claimed = await repository.claimDue(tx, 1_000, 120);
        expect(claimed.map((e) => e.id)).toContain(id);
        seen.push(await setting(tx));
        throw rollback;
      })
      .catch((error: unknown) => expect(error).toBe(rollback));
    await t.container.db
      .transaction(async (tx) => {
        await repository.markSent(tx, [id]);
        seen.push(await setting(tx));
        throw rollback;
      })
      .catch((error: unknown) => expect(error).toBe(rollback));
    expect(seen).toEqual(['off', 'on']);
    // A money transaction on any pooled connection still waits for the disk.
    const after = await Promise.all(Array.from({ length: 30 }, () => setting(t.container.db)));
    expect(new Set(after)).toEqual(new Set(['on']));
    expect(await rowsOf(user.user.id)).toEqual([{ id, status: 'pending', attempts: 0, last_error: null }]);
  });

  it('sends a backlog larger than one batch in one run', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(t.app)));
    // 60 emails: more than a claim takes at once (25).
    await t.container.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++) {
        const user = users[i % 3]!;
        await t.container.mail.enqueue(tx, {
          userId: user.user.id,
          kind: 'test',
          dedupeKey: `backlog:${randomUUID()}`,
          compose: () => ({ subject: `Backlog ${i}`, heading: 'Backlog', intro: ['One of many.'] }),
        });
      }
    });
    await run();
    const sent = users.flatMap((u) => smtp.to(u.user.email).filter((m) => /^Backlog/.test(m.subject)));
    expect(sent).toHaveLength(60);
    expect(new Set(sent.map((m) => m.subject)).size).toBe(60);
  });

  it('the same event recorded twice is one email', async () => {
    const user = await registerUser(t.app);
    const request = {
      userId: user.user.id,
      kind: 'test',
      dedupeKey: `test:${randomUUID()}`,
      compose: () => ({ subject: 'Once', heading: 'Once', intro: ['Only once.'] }),
    };
    const ids = await t.container.db.transaction(async (tx) => [
      await t.container.mail.enqueue(tx, request),
      await t.container.mail.enqueue(tx, request),
    ]);
    // An id that sorts by time (UUIDv7, ADR 048), as the money path's rows have.
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).toBeNull();
    const rows = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from email_outbox e join email_bodies b on b.email_id = e.id
           where e.dedupe_key = ${request.dedupeKey}`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('keeps what an email says, not its HTML, and lays it out when it is sent', async () => {
    const user = await registerUser(t.app);
    const parts = {
      subject: 'Laid out late',
      heading: 'Parts kept',
      intro: ['Kept as parts <b>not</b> markup.'],
      rows: [['Amount', '₦5,000.00']] as [string, string][],
      action: { label: 'Open', url: 'https://wallet.example/x' },
    };
    const id = await t.container.db.transaction((tx) =>
      t.container.mail.enqueue(tx, {
        userId: user.user.id,
        kind: 'test',
        dedupeKey: `late:${randomUUID()}`,
        compose: () => parts,
      }),
    );
    const [stored] = await queryRows<{ parts: unknown; text_body: string | null; html_body: string | null }>(
      t.container.db,
      sql`select parts, text_body, html_body from email_bodies where email_id = ${id}`,
    );
    const { subject: _subject, ...said } = parts;
    expect(stored).toEqual({ parts: said, text_body: null, html_body: null });

    await run();
    const [mail] = smtp.to(user.user.email).filter((m) => m.subject === 'Laid out late');
    const laidOut = composeEmail(parts);
    expect(mail!.text.trim()).toBe(laidOut.text.trim());
    expect(mail!.html).toContain('Kept as parts &lt;b&gt;not&lt;/b&gt; markup.');
    expect(mail!.html).toContain('href="https://wallet.example/x"');
  });

  it('an email queued as text and HTML, before its parts were kept, is still sent as it was', async () => {
    const user = await registerUser(t.app);
    const id = randomUUID();
    await t.container.db.execute(
      sql`insert into email_outbox (id, user_id, kind, dedupe_key, to_address, subject)
          values (${id}, ${user.user.id}, 'test', ${`old:${id}`}, ${user.user.email}, 'Queued long ago')`,
    );
    await t.container.db.execute(
      sql`insert into email_bodies (email_id, text_body, html_body)
          values (${id}, 'The old text.', '<p>The old HTML.</p>')`,
    );
    await run();
    const [mail] = smtp.to(user.user.email);
    expect(mail).toMatchObject({ subject: 'Queued long ago', text: 'The old text.', html: '<p>The old HTML.</p>' });
    // An email with neither is refused by the table.
    const other = randomUUID();
    await t.container.db.execute(
      sql`insert into email_outbox (id, user_id, kind, dedupe_key, to_address, subject)
          values (${other}, ${user.user.id}, 'test', ${`old:${other}`}, ${user.user.email}, 'Empty')`,
    );
    await expect(
      t.container.db.execute(sql`insert into email_bodies (email_id, text_body) values (${other}, 'half')`),
    ).rejects.toThrow();
    await t.container.db.execute(sql`delete from email_outbox where id = ${other}`);
  });

  it('no email when the event’s transaction rolls back', async () => {
    const user = await registerUser(t.app);
    const reference = `boom-${randomUUID()}`;
    t.container.ledger.use(
      failInWrite(
        'test-rollback-after-email',
        ({ posting }) => posting.reference === reference,
        () => new Error('boom'),
      ),
    );
    await expect(
      t.container.funding.creditInbound({
        source: 'sandbox-funding',
        reference,
        userId: user.user.id,
        asset: 'NGN',
        amount: parseAmountFor('NGN', '100'),
      }),
    ).rejects.toThrow('boom');
    expect(await rowsOf(user.user.id)).toEqual([]);
  });

  it('forgets sent emails after 90 days, never unsent ones', async () => {
    const sent = await userWithEmail();
    await run();
    const waiting = await userWithEmail();
    await t.container.db.execute(
      sql`update email_outbox set sent_at = now() - interval '91 days', created_at = now() - interval '91 days' where id = ${sent.id}`,
    );
    await t.container.db.execute(
      sql`update email_outbox set created_at = now() - interval '91 days' where id = ${waiting.id}`,
    );
    await t.container.jobs.runNow(EMAIL_PURGE_QUEUE);
    expect(await rowsOf(sent.user.user.id)).toEqual([]);
    expect(await rowsOf(waiting.user.user.id)).toHaveLength(1);
    // Its bodies go with it.
    const bodies = await queryRows<{ id: string }>(
      t.container.db,
      sql`select email_id as id from email_bodies where email_id in (${sent.id}, ${waiting.id})`,
    );
    expect(bodies).toEqual([{ id: waiting.id }]);
  });

  it('the workers retry with backoff until the server takes it', async () => {
    // Earlier tests' emails go first, so the two failures below are this email's.
    await t.container.db.execute(sql`update email_outbox set next_attempt_at = now() where status = 'pending'`);
    await run();
    const { user, id, email } = await userWithEmail();
    smtp.failNext(2);
    await t.container.jobs.startWorkers();
    const deadline = Date.now() + 30_000;
    const sent = async () => (await rowsOf(user.user.id))[0]!.status === 'sent';
    while (!(await sent()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(email)).toHaveLength(1);
    expect(await rowsOf(user.user.id)).toEqual([{ id, status: 'sent', attempts: 3, last_error: null }]);
  }, 40_000);
});

describe('without SMTP_URL', () => {
  it('writes each email as an .eml file in DATA_DIR/mail, the same file when sent again', async () => {
    const data = tempDataDir();
    const transport = createFileTransport(join(data.DATA_DIR, 'mail'));
    try {
      expect(mailTransportFromConfig({ DATA_DIR: data.DATA_DIR }).kind).toBe('files');
      expect(mailTransportFromConfig({ DATA_DIR: data.DATA_DIR, SMTP_URL: smtp.url }).kind).toBe('smtp');
      const id = randomUUID();
      const content = {
        subject: 'Bill paid',
        heading: 'Bill paid',
        intro: ['Token 1234 5678'],
        rows: [['Amount', '₦5,000.00']] as [string, string][],
      };
      const email = { id, from: 'NaijaWallet <no-reply@naijawallet.ng>', to: 'ada@example.com', content };
      // One email of the batch cannot be written (its name points into a missing folder): it gets
      // its own error, and the others are written.
      const unwritable = { ...email, id: `missing/${randomUUID()}` };
      const results = await transport.send([email, unwritable]);
      expect(results[0]).toBeUndefined();
      expect(results[1]).toBeInstanceOf(Error);
      expect(await transport.send([email])).toEqual([undefined]);
      expect(readdirSync(join(data.DATA_DIR, 'mail'))).toEqual([`${id}.eml`]);
      const parsed = await simpleParser(readFileSync(join(data.DATA_DIR, 'mail', `${id}.eml`)));
      expect(parsed.subject).toBe('Bill paid');
      expect(parsed.text).toBe(composeEmail(content).text);
      expect(parsed.text).toMatch(/Amount:\s+₦5,000\.00/);
      expect(parsed.messageId).toBe(`<${id}@naijawallet.mail>`);
    } finally {
      await transport.close();
      data.cleanup();
    }
  });
});
