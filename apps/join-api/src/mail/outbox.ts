// CONTRACTS#money-under-faults 7, mail that survives a crash: a mail is a row written in the same transaction
// as the change that causes it (enqueueMail), and a worker renders and sends it afterwards with
// retries and backoff. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so any number
// of copies can run the worker on one PostgreSQL (and it runs the same on PGlite); a copy that
// dies while sending leaves a lease that expires and another copy sends the mail. Delivery is at
// least once: a crash between the SMTP answer and the 'sent' update can send a mail twice.
import type { FastifyBaseLogger } from 'fastify';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { contextFrom, currentTraceparent, inSpan, type Tracing } from '@join/telemetry';
import type { Database, Queryable } from '../db/database';
import { newId } from '../lib/ids';
import { mailOutboxRepo, type OutboxRow } from '../repositories/mail-outbox-repo';
import { maskEmail, type Mailer } from './mailer';
import { renderMail, type MailData, type MailKind, type MailLocale } from './templates';

export type QueuedMail = {
  [K in MailKind]: { kind: K; to: string; locale: MailLocale; data: MailData[K] };
}[MailKind];

/** What a service needs to get queued mail out promptly after its transaction commits. */
export interface MailQueue {
  kick(): void;
}

/** Queues a mail inside the caller's transaction: it exists if and only if the change does. */
export async function enqueueMail(tx: Queryable, mail: QueuedMail): Promise<string> {
  const id = newId('mail');
  await mailOutboxRepo(tx).insert({ id, ...mail, traceparent: currentTraceparent() });
  return id;
}

/** The mail of a row as it was (or will be) sent: stored bodies once sent, rendered before. */
export async function renderedRow(row: OutboxRow) {
  if (row.subject !== null && row.text_body !== null && row.html_body !== null)
    return { subject: row.subject, text: row.text_body, html: row.html_body };
  // A sent mail past MAIL_BODY_RETENTION_DAYS has neither body nor inputs left (docs/privacy.md).
  if (row.state === 'sent' && row.data === null) return { subject: row.subject ?? '', text: '', html: '' };
  return renderMail(
    row.kind as MailKind,
    (row.locale === 'es' ? 'es' : 'en') as MailLocale,
    row.data as never,
  );
}

export const readOutbox = (db: Queryable, limit = 100) => mailOutboxRepo(db).latest(limit);

/** The link fields of the template inputs that carry a token (invite, set-password, email change). */
const LINK_FIELDS = ['url', 'passwordUrl'];
const TOKEN_PARAMS = ['inviteToken', 'token'];

/** Token values in a link's fragment or query. */
function tokensIn(link: string): string[] {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return [];
  }
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  return TOKEN_PARAMS.flatMap((p) => [fragment.get(p), url.searchParams.get(p)]).filter((v): v is string =>
    Boolean(v && v.length >= 8),
  );
}

/**
 * A sent mail as it may be kept: every token its links carried is cut out of the template inputs
 * and the stored bodies. What stays (kind, recipient, user id in the link) is enough for an
 * operator to send a fresh link; the old one is nowhere in the table.
 */
export function withoutSecrets(data: unknown, mail: { subject: string; text: string; html: string }) {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const secrets = LINK_FIELDS.flatMap((f) =>
    typeof record[f] === 'string' ? tokensIn(record[f] as string) : [],
  );
  if (!secrets.length) return { data, mail };
  const cut = (text: string) =>
    secrets.reduce(
      (out, secret) => out.split(secret).join('').split(encodeURIComponent(secret)).join(''),
      text,
    );
  return {
    data: JSON.parse(cut(JSON.stringify(data))) as unknown,
    mail: { subject: cut(mail.subject), text: cut(mail.text), html: cut(mail.html) },
  };
}

export interface OutboxWorkerOptions {
  /** How often due mails are looked for when nobody kicks the worker. */
  intervalMs?: number;
  /** After this many failed attempts a mail is parked as 'failed' for an operator. */
  maxAttempts?: number;
  /** How long a claimed mail is reserved for the copy sending it. */
  leaseSeconds?: number;
  batch?: number;
  /** Delay before attempt n+1: base * 2^(n-1) seconds, capped at ten minutes. */
  backoffBaseSeconds?: number;
}

export function outboxWorker(
  deps: {
    db: Database;
    transport: Mailer;
    log: FastifyBaseLogger;
    onSendFailure?: (kind: string) => void;
    tracing?: Tracing | null;
  },
  options: OutboxWorkerOptions = {},
) {
  const intervalMs = options.intervalMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const lease = options.leaseSeconds ?? 60;
  const batch = options.batch ?? 20;
  const base = options.backoffBaseSeconds ?? 5;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  const repo = mailOutboxRepo(deps.db);

  async function claim(): Promise<OutboxRow[]> {
    return repo.claimDue(batch, lease);
  }

  /** One attempt, in the trace of the request that queued the mail when tracing is on. */
  async function sendOne(row: OutboxRow): Promise<boolean> {
    const tracing = deps.tracing;
    if (!tracing) return deliver(row);
    const attributes = { 'mail.kind': row.kind, 'mail.attempt': row.attempts };
    return inSpan(
      tracing,
      'mail send',
      attributes,
      async (span) => {
        const sent = await deliver(row);
        if (!sent) span.setStatus({ code: SpanStatusCode.ERROR });
        return sent;
      },
      { kind: SpanKind.CLIENT, parent: contextFrom(row.traceparent) },
    );
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      const mail = await renderedRow(row);
      await deps.transport.send({ to: row.to_address, kind: row.kind as MailKind, ...mail });
      // CONTRACTS#trust 5: a sent mail's copy keeps no working token. The local mailbox is the
      // recipient's inbox itself (sandbox only), so there the copy is the mail.
      if (deps.transport.transport === 'outbox') await repo.markSent(row.id, mail);
      else {
        const kept = withoutSecrets(row.data, mail);
        await repo.markSent(row.id, kept.mail, kept.data);
      }
      return true;
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 300);
      deps.onSendFailure?.(row.kind);
      const failed = row.attempts >= maxAttempts;
      const delay = Math.min(600, base * 2 ** Math.max(0, row.attempts - 1));
      await repo
        .markAttemptFailed(row.id, failed ? 'failed' : 'pending', message, delay)
        .catch(() => undefined);
      deps.log[failed ? 'error' : 'warn'](
        {
          mailId: row.id,
          kind: row.kind,
          to: maskEmail(row.to_address),
          attempts: row.attempts,
          err: message,
        },
        failed ? 'mail failed for good; an operator must look' : 'mail failed; will retry',
      );
      return false;
    }
  }

  /** Sends every mail due now; returns how many were sent. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) if (await sendOne(row)) sent++;
      if (rows.length < batch || stopped) return sent;
    }
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err) => {
        deps.log.warn({ err }, 'mail outbox run failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  }

  return {
    runOnce,
    /** Sends soon: called after a transaction that queued mail has committed. */
    kick: () => setImmediate(tick),
    start() {
      stopped = false;
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    /** Stops taking new work and waits for the mails being sent. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type { OutboxRow };
export type OutboxWorker = ReturnType<typeof outboxWorker>;
