import { groupToken } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNumber, payBill } from '../../../test/helpers/bills.js';
import { kycPayload, tempDataDir } from '../../../test/helpers/identity.js';
import { fund, sendToTag } from '../../../test/helpers/money.js';
import {
  runPoll,
  runSend,
  sandboxAccount,
  sendToBank,
  testClock,
  verifiedUser,
} from '../../../test/helpers/payouts.js';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.js';
import {
  as,
  createAdmin,
  createTestApp,
  registerUser,
  uniqueTag,
  type TestApp,
} from '../../../test/helpers/test-app.js';
import { queryRows } from '../../db/raw.js';
import { EMAIL_QUEUE } from './mail-outbox.service.js';

let t: TestApp;
let smtp: SmtpSink;
let admin: { token: string; id: string };
const clock = testClock();
const data = tempDataDir();
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: smtp.url, DATA_DIR: data.DATA_DIR, PUBLIC_URL: 'https://wallet.example' },
    undefined,
    {},
    {
      clock: clock.now,
    },
  );
  admin = await createAdmin(t.app, t.container);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  data.cleanup();
});

interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  to_address: string;
}
const outbox = (userId: string) =>
  queryRows<OutboxRow>(
    t.container.db,
    sql`select id, kind, status, to_address from email_outbox where user_id = ${userId} order by created_at`,
  );
const reported = new Set<string>();
/** Runs the sending job as a worker would; returns the kinds of the user's emails sent since last asked. */
async function sendQueued(userId: string): Promise<string[]> {
  await t.container.jobs.runNow(EMAIL_QUEUE);
  const sent = (await outbox(userId)).filter((r) => r.status === 'sent' && !reported.has(r.id));
  for (const row of sent) reported.add(row.id);
  return sent.map((r) => r.kind);
}
const mailTo = (email: string, subject: RegExp) => smtp.to(email).filter((m) => subject.test(m.subject));
const setPrefs = (token: string, notifications: Record<string, boolean>) =>
  as(t.app, token, { method: 'PUT', url: '/api/users/preferences', payload: { notifications } });
const ANDROID_CHROME = (v: number) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Mobile Safari/537.36`;
const login = (email: string, password: string, userAgent: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });

describe('emails for events', () => {
  it('a bill payment’s token arrives by email, written in the same transaction', async () => {
    const user = await registerUser(t.app);
    await fund(t.container, user.user.id, 'NGN', '20000');
    const meter = accountNumber('electricity', '5678');
    const paid = (
      await payBill(t.app, user.token, { provider: 'ikeja-electric', account_number: meter, amount: '5000' })
    ).json();
    const rows = await outbox(user.user.id);
    expect(rows.map((r) => r.kind)).toEqual(['money_received', 'bill_paid']);
    const bill = rows.find((r) => r.kind === 'bill_paid')!;
    expect(bill.status).toBe('pending');

    await sendQueued(user.user.id);
    const [mail] = mailTo(user.user.email, /token/);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`Your IKEDC token: ${groupToken(paid.token)}`);
    expect(mail!.text).toContain(groupToken(paid.token));
    expect(mail!.text).toMatch(/Units:\s+23\.8 kWh/);
    expect(mail!.text).toMatch(/Amount:\s+₦5,000\.00/);
    expect(mail!.text).toMatch(/Fee:\s+₦50\.00/);
    expect(mail!.text).toContain(meter);
    expect(mail!.html).toContain(groupToken(paid.token));
    expect(mail!.html).toContain('https://wallet.example/transactions/');
    expect(mail!.messageId).toBe(`<${bill.id}@naijawallet.mail>`);
    expect((await outbox(user.user.id)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('money received: the recipient of a send by tag is told who sent how much; the sender is not', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'NGN', '1000');
    const ngn = (await as(t.app, alice.token, { method: 'GET', url: '/api/balances' })).json()[0];
    expect(ngn.token_symbol).toBe('NGN');
    const sent = await sendToTag(t.app, alice.token, {
      balance_id: ngn.id,
      receiver_tag: bob.user.tag,
      amount: '250.5',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await sendQueued(bob.user.id)).toEqual(['money_received']);
    expect(await sendQueued(alice.user.id)).toEqual(['money_received']); // her own deposit only
    const [mail] = mailTo(bob.user.email, /received/);
    expect(mail!.subject).toBe(`You received ₦250.50 from @${alice.user.tag}`);
    expect(mail!.text).toContain(`₦250.50 is now in your NaijaWallet (@${bob.user.tag}).`);
    expect(mailTo(alice.user.email, /received ₦250.50/)).toHaveLength(0);
  });

  it('sign-in from a new device (browser family + OS not seen before); a browser update is not new', async () => {
    const user = await registerUser(t.app);
    expect((await login(user.user.email, user.password, 'lightMyRequest')).statusCode).toBe(200);
    expect(await outbox(user.user.id)).toEqual([]);
    const res = await login(user.user.email, user.password, ANDROID_CHROME(130));
    expect(res.statusCode).toBe(200);
    expect((await login(user.user.email, user.password, ANDROID_CHROME(131))).statusCode).toBe(200);
    expect(await sendQueued(user.user.id)).toEqual(['new_device']);
    const [mail] = smtp.to(user.user.email);
    expect(mail!.subject).toBe('New sign-in to your NaijaWallet account');
    expect(mail!.text).toMatch(/Device:\s+Chrome on Android/);
    expect(mail!.text).toMatch(/Time:\s+\d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/);
  });

  it('KYC decisions: approved and rejected (with the reason), even with every switch off', async () => {
    const approved = await registerUser(t.app);
    const rejected = await registerUser(t.app);
    for (const u of [approved, rejected]) {
      await setPrefs(u.token, {
        transactions: false,
        security: false,
        price_alerts: false,
        marketing: false,
        weekly_reports: false,
      });
      const res = await as(t.app, u.token, {
        method: 'POST',
        url: '/api/kycs',
        payload: await kycPayload(t.app, u.token),
      });
      expect(res.statusCode).toBe(201);
    }
    const decide = (id: string, action: string, payload?: object) =>
      as(t.app, admin.token, {
        method: 'POST',
        url: `/api/admin/users/${id}/kyc/${action}`,
        ...(payload ? { payload } : {}),
      });
    expect((await decide(approved.user.id, 'approve')).statusCode).toBe(200);
    expect((await decide(rejected.user.id, 'reject', { reason: 'The ID photo is blurred' })).statusCode).toBe(200);
    expect(await sendQueued(approved.user.id)).toEqual(['kyc_verified']);
    expect(await sendQueued(rejected.user.id)).toEqual(['kyc_rejected']);
    expect(smtp.to(approved.user.email)[0]!.subject).toBe('Your identity is verified');
    const no = smtp.to(rejected.user.email)[0]!;
    expect(no.subject).toBe('We could not verify your identity');
    expect(no.text).toMatch(/Reason:\s+The ID photo is blurred/);
  });

  it('payouts: completed, then reversed by the bank, each once', async () => {
    const u = await verifiedUser(t.app, t.container, uniqueTag('payee'));
    await fund(t.container, u.user.id, 'NGN', '100000');
    const wallet = (await as(t.app, u.token, { method: 'GET', url: '/api/balances' })).json()[0];
    const account = sandboxAccount('888', '057');
    const res = await sendToBank(t.app, u.token, {
      balance_id: wallet.id,
      amount: '30000',
      bank_code: '057',
      account_number: account,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payout_id: id } = res.json();
    await runSend(t.container, id);
    clock.advance(2_500);
    await runPoll(t.container, id);
    clock.advance(4_000);
    await runPoll(t.container, id, 0);
    await runPoll(t.container, id, 0);
    expect(await sendQueued(u.user.id)).toEqual(['money_received', 'payout_completed', 'payout_reversed']);
    const [done] = mailTo(`${u.user.tag}@example.com`, /sent to/);
    expect(done!.subject).toBe(`₦30,000.00 sent to Zenith Bank ******${account.slice(-4)}`);
    const [back] = mailTo(`${u.user.tag}@example.com`, /reversed/);
    expect(back!.subject).toBe('Your withdrawal of ₦30,000.00 was reversed');
    expect(back!.text).toMatch(/is back in your wallet/);
  });

  it('respects the switches: transactions off silences money and bills, security off silences new devices', async () => {
    const user = await registerUser(t.app);
    expect((await setPrefs(user.token, { transactions: false, security: false })).statusCode).toBe(200);
    await fund(t.container, user.user.id, 'NGN', '20000');
    await payBill(t.app, user.token, {
      provider: 'ikeja-electric',
      account_number: accountNumber('electricity', '4321'),
      amount: '1000',
    });
    expect((await login(user.user.email, user.password, ANDROID_CHROME(130))).statusCode).toBe(200);
    expect(await outbox(user.user.id)).toEqual([]);

    await setPrefs(user.token, { transactions: true, security: true });
    await fund(t.container, user.user.id, 'NGN', '10');
    expect(
      (
        await login(
          user.user.email,
          user.password,
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/128.0',
        )
      ).statusCode,
    ).toBe(200);
    expect(await sendQueued(user.user.id)).toEqual(['money_received', 'new_device']);
  });
});
