import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

/**
 * Runs in the composer's worker thread (`mime-composer.ts`): builds one message as an SMTP server
 * would receive it (RFC 822, quoted-printable parts, folded headers), with nodemailer's own composer.
 */
export default function compose(message: Mail.Options): Promise<Buffer> {
  return new MailComposer(message).compile().build();
}
