// The mailer interface (ARCHITECTURE.md): SMTP when SMTP_URL is set, otherwise an outbox table
// shown at /dev/mailbox, so an invite link can be followed end to end on one machine.
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database';
import { newId } from '../lib/ids';

export interface OutgoingMail {
  to: string;
  subject: string;
  kind: 'receipt' | 'coparent-invite' | 'invite-link' | 'professional-welcome' | 'activation-codes';
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

export function outboxMailer(db: Queryable): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      await db.query('insert into mail_outbox (id, to_address, subject, kind, text_body, html_body) values ($1, $2, $3, $4, $5, $6)', [
        newId('mail'), mail.to, mail.subject, mail.kind, mail.text, mail.html,
      ]);
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    transport: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

export interface OutboxRow { id: string; to_address: string; subject: string; kind: string; text_body: string; html_body: string; created_at: Date; [key: string]: unknown }

export const readOutbox = (db: Queryable, limit = 100) =>
  db.query<OutboxRow>('select * from mail_outbox order by created_at desc, id desc limit $1', [limit]);

/** Masks an address for logs: never a full email (CONVENTIONS.md Server). */
export const maskEmail = (email: string | null | undefined) => (email ? email.replace(/^(.).*(@.*)$/, '$1***$2') : '');
