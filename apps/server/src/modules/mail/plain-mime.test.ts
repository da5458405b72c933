import { describe, expect, it } from 'vitest';
import { composeEmail, type EmailParts } from './mail-layout.js';
import { mailTemplates } from './mail-templates.js';
import { treeMessage, type MimeFields } from './mime-message.js';
import { plainMimeMessage } from './plain-mime.js';
import { oddTexts } from '../../../test/helpers/odd-texts.js';

/** A seeded generator (mulberry32), so a failure names its case. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  const word = (alphabet: string, min: number, max: number) =>
    Array.from({ length: min + int(max - min + 1) }, () => alphabet[int(alphabet.length)]).join('');
  return { int, pick, word };
}

const templates = mailTemplates('https://app.naijawallet.ng');
const hex = '0123456789abcdef';
const uuid = (r: ReturnType<typeof seeded>) => [8, 4, 4, 4, 12].map((n) => r.word(hex, n, n)).join('-');

/** Emails as the product writes them: every template, with seeded amounts, tags and references. */
function productEmail(r: ReturnType<typeof seeded>): EmailParts {
  const tag = r.word('abcdefghijklmnopqrstuvwxyz0123456789_', 3, 20);
  const amount = String(1 + r.int(10 ** (1 + r.int(12))));
  switch (r.int(3)) {
    case 0:
      return templates.moneyReceived(
        {
          activityId: uuid(r),
          userId: uuid(r),
          type: 'transfer_in',
          asset: r.pick(['USDC', 'ETH', 'STRK', 'CORE', 'NGN']),
          amount,
          fromAddress: null,
          chain: null,
          reference: `TX${r.word('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 14, 14)}`,
          counterpartyTag: r.word('abcdefghijklmnopqrstuvwxyz0123456789_', 3, 20),
        },
        { tag },
      );
    case 1:
      return templates.moneyReceived(
        {
          activityId: uuid(r),
          userId: uuid(r),
          type: 'deposit',
          asset: r.pick(['USDC', 'ETH', 'CORE']),
          amount,
          fromAddress: `0x${r.word(hex, 40, 40)}`,
          chain: r.pick(['ethereum', 'base', 'core']),
          reference: `0x${r.word(hex, 64, 64)}`,
          counterpartyTag: null,
        },
        { tag },
      );
    default:
      return templates.newDevice(
        {
          at: new Date(1_790_000_000_000 + r.int(10 ** 9)),
          device: r.pick(['Chrome on macOS', 'Safari on iPhone']),
          ip: '102.89.3.4',
        } as never,
        { tag },
      );
  }
}

function fields(r: ReturnType<typeof seeded>, parts: EmailParts): MimeFields {
  const id = uuid(r);
  return {
    from: r.pick([
      'NaijaWallet <no-reply@naijawallet.ng>',
      'no-reply@naijawallet.ng',
      'Naija Wallet 2 <a.b+c@mail.example.ng>',
    ]),
    to: `${r.word('abcdefghijklmnopqrstuvwxyz0123456789_-', 1, 20)}${r.pick(['', '.b', '+pay'])}@${r.pick(['example.ng', 'mail.co.uk', 'x-y.io'])}`,
    ...composeEmail(parts),
    messageId: `<${id}@naijawallet.mail>`,
    headers: { 'X-NaijaWallet-Outbox-Id': id },
    date: new Date(1_790_000_000_000 + r.int(10 ** 9) * 1000),
    baseBoundary: id.replaceAll('-', ''),
  };
}

describe('plainMimeMessage', () => {
  it('writes the product’s emails byte for byte as nodemailer’s tree does', () => {
    const r = seeded(11);
    let written = 0;
    for (let i = 0; i < 400; i++) {
      // Half without a date: both then write the time they are called at.
      const f = { ...fields(r, productEmail(r)), ...(i % 2 ? { date: undefined } : {}) };
      const plain = plainMimeMessage(f);
      // Only a subject with non-ASCII text (an amount in naira) or too long for a line is left to nodemailer.
      if (/^[\x20-\x7e]{0,67}$/.test(f.subject)) expect(plain, f.subject).toBeDefined();
      if (plain === undefined) continue;
      written++;
      const withoutDate = (message: string) => message.replace(/^Date: .*\r\n/m, '');
      expect(withoutDate(plain), `case ${i}`).toBe(withoutDate(treeMessage(f)));
      if (f.date) expect(plain, `case ${i}`).toBe(treeMessage(f));
    }
    expect(written).toBeGreaterThan(200);
  });

  it('writes any text of a plain email byte for byte as nodemailer’s tree does', () => {
    const r = seeded(5);
    // An empty text makes no text part: that one is left to nodemailer (below).
    const texts = oddTexts(300).filter((text) => text !== '');
    for (const [i, text] of texts.entries()) {
      const f = { ...fields(r, productEmail(r)), subject: `Case ${i}`, text, html: `<p>${text}</p>` };
      const plain = plainMimeMessage(f);
      expect(plain, `case ${i}`).toBeDefined();
      expect(plain, `case ${i}`).toBe(treeMessage(f));
    }
  });

  it('leaves to nodemailer any header it would rewrite, and an email without both parts', () => {
    const r = seeded(3);
    const base = fields(r, productEmail(r));
    const others: Partial<MimeFields>[] = [
      { subject: 'Ọlá paid you' },
      { subject: ' leading space' },
      { subject: 'an =?utf-8?Q?encoded?= look-alike' },
      { subject: 'a line\r\nBcc: someone@example.ng' },
      { subject: 'x'.repeat(90) },
      { to: 'Ada@Example.ng' },
      { to: 'a..b@example.ng' },
      { to: '.ada@example.ng' },
      { to: 'ada@bücher.ng' },
      { to: 'ada@example.ng\r\nBcc: x@y.ng' },
      { from: '"Naija, Wallet" <a@b.ng>' },
      { messageId: 'no-brackets@x' },
      { headers: { 'X-Other': 'value' } },
      { headers: { 'X-NaijaWallet-Outbox-Id': 'a b' } },
      { baseBoundary: undefined },
      { text: '' },
      { html: '' },
    ];
    for (const other of others) {
      const f = { ...base, ...other };
      expect(plainMimeMessage(f), JSON.stringify(other)).toBeUndefined();
    }
  });
});
