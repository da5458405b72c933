import * as base64 from 'nodemailer/lib/base64';
import { buildHeaderValue, foldLines, hasLongerLines, isPlainText } from 'nodemailer/lib/mime-funcs';
import * as qp from 'nodemailer/lib/qp';
import type { MimeFields } from './mime-message.js';

/**
 * The one extra header our emails carry, by the name nodemailer writes it under (its key
 * normalisation: `-ID` in capitals).
 */
const OUTBOX_HEADER = { given: 'X-NaijaWallet-Outbox-Id', written: 'X-Naijawallet-Outbox-ID' } as const;

/** A lowercase ASCII address whose local part is a dot-atom: nodemailer quotes any other. */
const ADDRESS_TEXT = '[a-z0-9_+-]+(?:\\.[a-z0-9_+-]+)*@[a-z0-9-]+(?:\\.[a-z0-9-]+)+';
const ADDRESS = new RegExp(`^${ADDRESS_TEXT}$`);
const NAMED_ADDRESS = new RegExp(`^[A-Za-z0-9]+(?: [A-Za-z0-9]+)* <${ADDRESS_TEXT}>$`);
/**
 * A subject nodemailer writes unchanged on one line: printable ASCII, no encoded-word look-alike,
 * no space at the ends, 67 characters at most (76 with `Subject: `).
 */
const SUBJECT = /^(?! )(?!.*=\?)[\x20-\x7e]{0,67}(?<! )$/;
const MESSAGE_ID = /^<[A-Za-z0-9._-]+@[A-Za-z0-9.-]+>$/;
const TOKEN = /^[A-Za-z0-9-]+$/;

/**
 * Whether nodemailer would write `fields` as a text and an HTML alternative (both non-empty), with
 * every header as given (see `plainMimeMessage`).
 */
function plainShape(f: MimeFields): boolean {
  const keys = Object.keys(f.headers);
  return (
    f.text !== '' &&
    f.html !== '' &&
    (ADDRESS.test(f.from) || NAMED_ADDRESS.test(f.from)) &&
    ADDRESS.test(f.to) &&
    SUBJECT.test(f.subject) &&
    MESSAGE_ID.test(f.messageId) &&
    keys.every((key) => key === OUTBOX_HEADER.given && TOKEN.test(f.headers[key]!)) &&
    f.baseBoundary !== undefined &&
    TOKEN.test(f.baseBoundary)
  );
}

// nodemailer's own classes: control characters (but tab, line feed and carriage return) and 8-bit ones.
// eslint-disable-next-line no-control-regex
const NON_LATIN = /[\x00-\x08\x0b\x0c\x0e-\x1f\u0080-\uffff]/g;
const LATIN = /[A-Za-z]+/g;

/** nodemailer's choice of transfer encoding for a text part (`MimeNode.getTransferEncoding`). */
function transferEncoding(content: string): '7bit' | 'quoted-printable' | 'base64' {
  if (isPlainText(content) && !hasLongerLines(content, 76)) return '7bit';
  // Quoted-printable when Latin letters outnumber 8-bit and control characters (`_getTextEncoding`).
  const nonLatin = content.match(NON_LATIN)?.length ?? 0;
  const latin = content.length - content.replace(LATIN, '').length;
  return nonLatin < latin ? 'quoted-printable' : 'base64';
}

/** A body in its transfer encoding, with nodemailer's own encoders and line length (both paths use it). */
export function encodeBody(content: string | Buffer, encoding: string | false): string {
  switch (encoding) {
    case 'quoted-printable':
      return qp.wrap(qp.encode(content), 76);
    case 'base64':
      return base64.wrap(base64.encode(content), 76);
    default:
      return content.toString();
  }
}

function part(contentType: string, content: string): string {
  const encoding = transferEncoding(content);
  const body = encodeBody(content, encoding);
  return `${foldLines(`Content-Type: ${contentType}`, 76)}\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n${body}`;
}

/**
 * The message nodemailer's tree would give for `fields` (`treeMessage`), written straight from the
 * fields when nodemailer would write every header as given (plain ASCII addresses, subject and ids;
 * our outbox header): composing an email then takes about half as long (ADR 049). Undefined
 * otherwise, for nodemailer to write. The bodies, their encodings and the folding are nodemailer's
 * own; a test holds the bytes to the tree's for any text.
 */
export function plainMimeMessage(fields: MimeFields): string | undefined {
  if (!plainShape(fields)) return undefined;
  const boundary = `--_NmP-${fields.baseBoundary!}-Part_1`;
  const date = (fields.date ?? new Date()).toUTCString().replace(/GMT/, '+0000');
  const headers = [
    ...Object.values(fields.headers).map((value) => `${OUTBOX_HEADER.written}: ${value}`),
    `From: ${fields.from}`,
    `To: ${fields.to}`,
    `Subject: ${fields.subject}`,
    `Message-ID: ${fields.messageId}`,
    `Date: ${date}`,
    'MIME-Version: 1.0',
    `Content-Type: ${buildHeaderValue({ value: 'multipart/alternative', params: { boundary } })}`,
  ].map((line) => foldLines(line, 76));
  return (
    `${headers.join('\r\n')}\r\n\r\n` +
    `--${boundary}\r\n${part('text/plain; charset=utf-8', fields.text)}` +
    `\r\n--${boundary}\r\n${part('text/html; charset=utf-8', fields.html)}` +
    `\r\n--${boundary}--\r\n`
  );
}
