import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { composeEmail } from './mail-layout.js';
import { mimeMessage, type MimeFields } from './mime-message.js';
import { mime } from './mime-worker.js';
import { oddTexts } from '../../../test/helpers/odd-texts.js';

const fields = (i: number, content: { subject: string; text: string; html: string }): MimeFields => ({
  from: 'NaijaWallet <no-reply@naijawallet.ng>',
  to: `ada_${i}@example.ng`,
  ...content,
  messageId: `<outbox-${i}@naijawallet.mail>`,
  headers: { 'X-NaijaWallet-Outbox-Id': `outbox-${i}` },
  date: new Date('2026-11-28T12:00:00Z'),
  baseBoundary: `b${i}`,
});

/** What nodemailer's own composer streams for the same fields. */
const nodemailers = (f: MimeFields) => new MailComposer(f).compile().build();

/** Emails as our templates lay them out: ASCII, naira and arrow signs, long links. */
const templated = [
  composeEmail({
    subject: 'You received 0.01 USDC from @bayo',
    heading: 'Money received',
    intro: ['0.01 USDC is now in your NaijaWallet (@ada).'],
    rows: [
      ['Amount', '0.01 USDC'],
      ['From', '@bayo'],
      ['Reference', 'TXR5DFYQ2DG1SDYF'],
    ],
    action: {
      label: 'View the transaction',
      url: 'https://app.naijawallet.ng/transactions/695dfb9d-6b12-487b-a9d2-1358cff92ca3',
    },
  }),
  composeEmail({
    subject: 'Your ₦25,000.00 payout to GTBank ••••6789 was paid',
    heading: 'Payout paid',
    intro: ['Ọlá, your payout reached the bank → it may take a few minutes to show.'],
    rows: [['Amount', '₦25,000.00']],
    outro: ['Questions? Reply to this email.'],
  }),
  { subject: 'Plain', text: 'Short and plain.\n', html: '<p>Short and plain.</p>\n' },
];

describe('mimeMessage', () => {
  it("writes our templates' emails byte for byte as nodemailer's composer streams them", async () => {
    for (const [i, content] of templated.entries()) {
      const f = fields(i, content);
      expect(mimeMessage(f).toString()).toBe((await nodemailers(f)).toString());
    }
  });

  it('says what nodemailer says for any text: the same headers and bodies once decoded, no line over 76', async () => {
    const texts = oddTexts(300);
    for (const [i, text] of texts.entries()) {
      const f = fields(i, { subject: text.slice(0, 70).replace(/[\r\n]/g, ' '), text, html: `<p>${text}</p>` });
      const ours = mimeMessage(f);
      const [mine, theirs] = await Promise.all([simpleParser(ours), simpleParser(await nodemailers(f))]);
      expect({ ...mine, headerLines: undefined }).toEqual({ ...theirs, headerLines: undefined });
      expect(mine.text).toBe(text.replace(/\r\n/g, '\n'));
      for (const line of ours.toString().split(/\r?\n/)) expect(line.length).toBeLessThanOrEqual(76);
    }
  });

  it('ends with a line break, as every message must', () => {
    expect(mimeMessage(fields(0, templated[2]!)).toString().endsWith('--\r\n')).toBe(true);
  });

  it('an outbox email sent again is the same message but for its Date, its boundaries from its id', async () => {
    const email = {
      id: '695dfb9d-6b12-487b-a9d2-1358cff92ca3',
      from: 'NaijaWallet <no-reply@naijawallet.ng>',
      to: 'ada@example.ng',
      content: { subject: 'Money received', heading: 'Money received', intro: ['0.01 USDC arrived.'] },
    };
    const withoutDate = (message: Buffer) => message.toString().replace(/^Date: .*\r\n/m, '');
    const first = mime(email);
    expect(withoutDate(mime(email))).toBe(withoutDate(first));
    expect(first.toString()).toContain('695dfb9d6b12487ba9d21358cff92ca3');
    const parsed = await simpleParser(first);
    expect(parsed.text).toContain('0.01 USDC arrived.');
    expect(parsed.messageId).toBe(`<${email.id}@naijawallet.mail>`);
  });
});
