import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailOutboxRepository } from '../modules/mail/email-outbox.repository.js';
import { createTestApp, registerUser, type TestApp } from '../../test/helpers/test-app.js';
import { queryRows } from './raw.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** PostgreSQL's message for a refused statement (drizzle wraps the error), or 'written'. */
const refusal = (statement: SQL) =>
  t.container.db.execute(statement).then(
    () => 'written',
    (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
  );

const notification = (userId: string) =>
  sql`insert into notifications (user_id, title, body) values (${userId}::uuid, 'Hello', 'A test')`;
const idempotencyKey = (userId: string) =>
  sql`insert into idempotency_keys (user_id, key, request_hash, response_status)
      values (${userId}::uuid, ${randomUUID()}, 'hash', 200)`;
const email = (userId: string, id: string = randomUUID()) =>
  sql`insert into email_outbox (id, user_id, kind, dedupe_key, to_address, subject)
      values (${id}::uuid, ${userId}::uuid, 'test', ${`test:${id}`}, 'someone@wallet.test', 'A test')`;
const body = (emailId: string) =>
  sql`insert into email_bodies (email_id, text_body, html_body) values (${emailId}::uuid, 'Text', '<p>HTML</p>')`;
const bodies = async (ids: string[]) =>
  (
    await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from email_bodies
           where email_id in (select unnest(${`{${ids.join(',')}}`}::uuid[]))`,
    )
  )[0]!.n;

/** A written email with its body; its id. */
async function emailWithBody(userId: string): Promise<string> {
  const id = randomUUID();
  expect(await refusal(email(userId, id))).toBe('written');
  expect(await refusal(body(id))).toBe('written');
  return id;
}

describe('what notifications, idempotency keys and emails refer to (ADR 052)', () => {
  it('refuses rows whose user does not exist, and writes those whose user does', async () => {
    const { user } = await registerUser(t.app);
    const nowhere = randomUUID();
    for (const write of [notification, idempotencyKey, email]) {
      expect(await refusal(write(nowhere))).toMatch(/row refers to user .*, who does not exist/);
      expect(await refusal(write(user.id))).toBe('written');
    }
  });

  it('checks every row of a statement, not only the first', async () => {
    const { user } = await registerUser(t.app);
    const nowhere = randomUUID();
    const statement = sql`insert into notifications (user_id, title, body)
                          select u, 'Hello', 'A test' from unnest(${`{${user.id},${user.id},${nowhere}}`}::uuid[]) as u`;
    expect(await refusal(statement)).toMatch(/notifications row refers to user/);
    const written = await queryRows<{ n: number }>(
      t.container.db,
      sql`select count(*)::int as n from notifications where user_id = ${user.id}::uuid and body = 'A test'`,
    );
    expect(written[0]!.n).toBe(0);
  });

  it('refuses an email body whose email does not exist', async () => {
    expect(await refusal(body(randomUUID()))).toMatch(/email body refers to email .*, which does not exist/);
  });

  it('never changes what a row refers to', async () => {
    const [{ user }, { user: other }] = [await registerUser(t.app), await registerUser(t.app)];
    const id = await emailWithBody(user.id);
    await refusal(notification(user.id));
    await refusal(idempotencyKey(user.id));
    for (const statement of [
      sql`update notifications set user_id = ${other.id}::uuid where user_id = ${user.id}::uuid`,
      sql`update idempotency_keys set user_id = ${other.id}::uuid where user_id = ${user.id}::uuid`,
      sql`update email_outbox set user_id = ${other.id}::uuid where id = ${id}::uuid`,
      sql`update email_outbox set id = gen_random_uuid() where id = ${id}::uuid`,
      sql`update email_bodies set email_id = gen_random_uuid() where email_id = ${id}::uuid`,
    ]) {
      expect(await refusal(statement)).toMatch(/refers to does not change/);
    }
    // What else the rows hold still changes.
    expect(await refusal(sql`update notifications set read_at = now() where user_id = ${user.id}::uuid`)).toBe(
      'written',
    );
    expect(await refusal(sql`update email_outbox set status = 'sent', sent_at = now() where id = ${id}::uuid`)).toBe(
      'written',
    );
  });

  it('takes an email’s body with it: deleted, purged once sent, or truncated', async () => {
    const { user } = await registerUser(t.app);
    const [deleted, purged, kept] = [
      await emailWithBody(user.id),
      await emailWithBody(user.id),
      await emailWithBody(user.id),
    ];
    await t.container.db.execute(sql`delete from email_outbox where id = ${deleted}::uuid`);
    expect(await bodies([deleted])).toBe(0);
    expect(await bodies([purged, kept])).toBe(2);

    await t.container.db.execute(
      sql`update email_outbox set status = 'sent', sent_at = now() - interval '40 days' where id = ${purged}::uuid`,
    );
    expect(await createEmailOutboxRepository().purgeSent(t.container.db, 30)).toBeGreaterThanOrEqual(1);
    expect(await bodies([purged])).toBe(0);
    expect(await bodies([kept])).toBe(1);

    await t.container.db.execute(sql`truncate email_outbox`);
    expect(await bodies([kept])).toBe(0);
  });
});
