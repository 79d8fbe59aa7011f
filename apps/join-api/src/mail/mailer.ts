// How a rendered mail leaves (ARCHITECTURE.md): SMTP when SMTP_URL is set; otherwise the local
// outbox, where the mail's own row is the message shown at /dev/mailbox. Mails are queued and
// retried by the outbox worker (mail/outbox.ts), never sent from a request.
import nodemailer from 'nodemailer';
import type { MailKind } from './templates';

export interface OutgoingMail {
  to: string;
  subject: string;
  kind: MailKind;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

/** Local delivery: the worker stores the rendered mail on its outbox row, which is the mailbox. */
export function localMailbox(): Mailer {
  return { transport: 'outbox', send: async () => undefined };
}

export function smtpMailer(url: string, from: string, timeoutMs = 20_000): Mailer {
  // Time limits on every step, so a stuck relay only delays the outbox worker.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    transport: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

/** Masks an address for logs: never a full email (CONVENTIONS.md Server). */
export const maskEmail = (email: string | null | undefined) =>
  email ? email.replace(/^(.).*(@.*)$/, '$1***$2') : '';
