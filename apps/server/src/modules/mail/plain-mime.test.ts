import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeEmail, type EmailParts } from './mail-layout.js';
import { mailTemplates } from './mail-templates.js';
import { treeMessage, type MimeFields } from './mime-message.js';
import { plainMimeMessage } from './plain-mime.js';
import { oddTexts } from '../../../test/helpers/odd-texts.js';

const templates = mailTemplates('https://app.naijawallet.ng');

const word = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });
const tag = word('abcdefghijklmnopqrstuvwxyz0123456789_', 3, 20);
const hex = (length: number) => word('0123456789abcdef', length, length);

/** Emails as the product writes them: money received (by tag or on chain) and a new device's sign-in. */
const productEmail: fc.Arbitrary<EmailParts> = fc.oneof(
  fc
    .record({
      activityId: fc.uuid(),
      asset: fc.constantFrom('USDC', 'ETH', 'STRK', 'CORE', 'NGN'),
      amount: fc.bigInt({ min: 1n, max: 10n ** 24n }),
      reference: word('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 14, 14),
      from: tag,
      to: tag,
    })
    .map((m) =>
      templates.moneyReceived(
        {
          ...m,
          userId: m.activityId,
          type: 'transfer_in',
          amount: String(m.amount),
          fromAddress: null,
          chain: null,
          reference: `TX${m.reference}`,
          counterpartyTag: m.from,
        },
        { tag: m.to },
      ),
    ),
  fc
    .record({
      activityId: fc.uuid(),
      asset: fc.constantFrom('USDC', 'ETH', 'CORE'),
      amount: fc.bigInt({ min: 1n, max: 10n ** 24n }),
      fromAddress: hex(40),
      hash: hex(64),
      chain: fc.constantFrom('ethereum', 'base', 'core'),
      to: tag,
    })
    .map((m) =>
      templates.moneyReceived(
        {
          ...m,
          userId: m.activityId,
          type: 'deposit',
          amount: String(m.amount),
          fromAddress: `0x${m.fromAddress}`,
          reference: `0x${m.hash}`,
          counterpartyTag: null,
        },
        { tag: m.to },
      ),
    ),
  fc
    .record({
      at: fc.date({ noInvalidDate: true }),
      device: fc.constantFrom('Chrome on macOS', 'Safari on iPhone'),
      to: tag,
    })
    .map((e) => templates.newDevice({ at: e.at, device: e.device, ip: '102.89.3.4' } as never, { tag: e.to })),
);

/** What the outbox hands the composer: an address, the outbox id's header and boundary, a date or none. */
interface Envelope {
  id: string;
  from: string;
  to: string;
  date: Date | undefined;
}
const envelope: fc.Arbitrary<Envelope> = fc.record({
  id: fc.uuid(),
  from: fc.constantFrom(
    'NaijaWallet <no-reply@naijawallet.ng>',
    'no-reply@naijawallet.ng',
    'Naija Wallet 2 <a.b+c@mail.example.ng>',
  ),
  to: fc
    .tuple(
      word('abcdefghijklmnopqrstuvwxyz0123456789_-', 1, 20),
      fc.constantFrom('', '.b', '+pay'),
      fc.constantFrom('example.ng', 'mail.co.uk', 'x-y.io'),
    )
    .map(([local, suffix, domain]) => `${local}${suffix}@${domain}`),
  date: fc.option(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), {
    nil: undefined,
  }),
});

function fields(e: Envelope, parts: EmailParts): MimeFields {
  return {
    from: e.from,
    to: e.to,
    ...composeEmail(parts),
    messageId: `<${e.id}@naijawallet.mail>`,
    headers: { 'X-NaijaWallet-Outbox-Id': e.id },
    date: e.date,
    baseBoundary: e.id.replaceAll('-', ''),
  };
}

/** Without a date both write the time they are called at: compared without it, then. */
const withoutDate = (message: string) => message.replace(/^Date: .*\r\n/m, '');

describe('plainMimeMessage', () => {
  it('writes the product’s emails byte for byte as nodemailer’s tree does', () => {
    let written = 0;
    fc.assert(
      fc.property(envelope, productEmail, (e, parts) => {
        const f = fields(e, parts);
        const plain = plainMimeMessage(f);
        // Only a subject with non-ASCII text (an amount in naira) or too long for a line is left to nodemailer.
        if (!/^[\x20-\x7e]{0,67}$/.test(f.subject)) return;
        expect(plain).toBeDefined();
        written++;
        expect(withoutDate(plain!)).toBe(withoutDate(treeMessage(f)));
        if (f.date) expect(plain).toBe(treeMessage(f));
      }),
      { numRuns: 400 },
    );
    expect(written).toBeGreaterThan(200);
  });

  it('writes any text of a plain email byte for byte as nodemailer’s tree does', () => {
    // An empty text makes no text part: that one is left to nodemailer (below).
    const texts = oddTexts(300).filter((text) => text !== '');
    fc.assert(
      fc.property(envelope, productEmail, fc.constantFrom(...texts), (e, parts, text) => {
        const f = { ...fields(e, parts), subject: 'Money received', text, html: `<p>${text}</p>` };
        const plain = plainMimeMessage(f);
        expect(plain).toBeDefined();
        expect(withoutDate(plain!)).toBe(withoutDate(treeMessage(f)));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves to nodemailer any header it would rewrite, and an email without both parts', () => {
    const [e, parts] = fc.sample(fc.tuple(envelope, productEmail), { numRuns: 1, seed: 3 })[0]!;
    const base = fields(e, parts);
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
