// The mail outbox (mail/outbox.ts): rows written with the change that causes them, claimed by a
// worker with FOR UPDATE SKIP LOCKED and a lease, then marked sent or scheduled for a retry.
import { type Queryable } from '../db/database';

export interface OutboxRow {
  id: string;
  to_address: string;
  kind: string;
  locale: string;
  data: unknown;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** The trace of the request that queued it (tracing on), else null. */
  traceparent: string | null;
  [key: string]: unknown;
}

export function mailOutboxRepo(db: Queryable) {
  return {
    /** Run it on the caller's transaction: the mail exists if and only if the change does. */
    async insert(
      m: { id: string; to: string; kind: string; locale: string; data: unknown; traceparent?: string | null },
      tx: Queryable = db,
    ) {
      await tx.query(
        "insert into mail_outbox (id, to_address, kind, locale, data, state, traceparent) values ($1, $2, $3, $4, $5, 'pending', $6)",
        [m.id, m.to, m.kind, m.locale, JSON.stringify(m.data), m.traceparent ?? null],
      );
    },
    /** Newest first. */
    latest: (limit: number) =>
      db.query<OutboxRow>('select * from mail_outbox order by created_at desc, id desc limit $1', [limit]),
    /** Claims up to `batch` due mails for `leaseSeconds`, counting the attempt. */
    claimDue: (batch: number, leaseSeconds: number) =>
      db.query<OutboxRow>(
        `update mail_outbox set state = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
           where id in (select id from mail_outbox where state in ('pending', 'sending') and next_attempt_at <= now()
                        order by next_attempt_at limit $1 for update skip locked)
           returning *`,
        [batch, leaseSeconds],
      ),
    /** `data`: the template inputs to keep from now on (without the secrets the mail carried). */
    async markSent(id: string, mail: { subject: string; text: string; html: string }, data?: unknown) {
      await db.query(
        "update mail_outbox set state = 'sent', sent_at = now(), subject = $2, text_body = $3, html_body = $4, data = coalesce($5::jsonb, data), last_error = null where id = $1",
        [id, mail.subject, mail.text, mail.html, data === undefined ? null : JSON.stringify(data)],
      );
    },
    /** A failed attempt: retried after `delaySeconds`, or parked as 'failed' for an operator. */
    async markAttemptFailed(id: string, state: 'pending' | 'failed', error: string, delaySeconds: number) {
      await db.query(
        `update mail_outbox set state = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) where id = $1`,
        [id, state, error, delaySeconds],
      );
    },
  };
}
export type MailOutboxRepo = ReturnType<typeof mailOutboxRepo>;
