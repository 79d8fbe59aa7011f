// Finish later, anywhere (docs/security.md Finish-later link). A visitor with a registration in
// progress asks for a link by mail; the link carries a random token of its own (stored hashed),
// never the registration key. Opening it gives that device a registration key of its own and
// what the steps held. An opted-in visitor still unpaid a day later gets one reminder with a
// fresh link: the reminder is claimed by a conditional update, so with any number of copies
// ticking it goes once.
import type { FastifyBaseLogger } from 'fastify';
import type {
  FinishLaterDraft,
  FinishLaterRequest,
  FinishLaterResponse,
  ResumeResponse,
} from '@join/schemas';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../lib/api-error';
import { newSecret, sha256 } from '../lib/ids';
import { enqueueMail, type MailQueue } from '../mail/outbox';
import { finishLaterUrl, mailLocaleOf, type MailLocale } from '../mail/templates';
import type { RegistrationData, RegistrationRow } from '../repositories/registrations-repo';
import type { Repos } from '../repositories';
import type { RateLimiter } from './rate-limiter';
import type { RegistrationService } from './registration-service';
import { every } from '../lib/every';

const HOUR = 60 * 60_000;

export interface FinishLaterSettings {
  /** How long a mailed link opens the registration. */
  linkTtlMs: number;
  /** How long after the ask an opted-in visitor still unpaid is reminded. */
  reminderDelayMs: number;
  /** The registration key's life (REGISTRATION_TTL_MINUTES): a reopened registration gets it again. */
  registrationTtlMs: number;
  /** How often the reminder worker looks for due reminders. */
  intervalMs: number;
}

export const defaultFinishLaterSettings = (registrationTtlMinutes: number): FinishLaterSettings => ({
  linkTtlMs: 72 * HOUR,
  reminderDelayMs: 24 * HOUR,
  registrationTtlMs: registrationTtlMinutes * 60_000,
  intervalMs: 60_000,
});

/** Links one registration may ask for per hour: each is a mail to the parent's address. */
export const FINISH_LATER_PER_HOUR = 5;

type Step = FinishLaterRequest['step'];

/** Past the hourly limit: a message of its own, so the page can say to use the newest link. */
const tooManyLinks = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    {
      status: 429,
      message: 'finishLater.tooMany',
      validationErrors: [{ field: 'form', text: 'common:finishLater.tooMany' }],
    },
    retryAfterSeconds,
  );

const linkGone = (message: 'finishLater.expired' | 'finishLater.invalid' | 'finishLater.finished') =>
  new ApiError(410, { status: 410, message });

export function finishLaterService(deps: {
  db: Database;
  repos: Repos;
  registrations: RegistrationService;
  outbox: MailQueue;
  limiter?: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
  settings: FinishLaterSettings;
}) {
  const { db, repos, settings } = deps;

  async function mailLink(
    tx: Queryable,
    row: Pick<RegistrationRow, 'id' | 'data'>,
    locale: MailLocale,
    reminder: boolean,
  ) {
    const { token, expiresAt } = await repos.tokens.issue(
      'finish_later',
      null,
      settings.linkTtlMs,
      { signupId: row.id },
      tx,
    );
    await enqueueMail(tx, {
      kind: 'finish-later',
      to: row.data.parent.email,
      locale,
      data: {
        firstName: row.data.parent.firstName,
        url: finishLaterUrl(deps.publicUrl, token),
        expiresAt: expiresAt.toISOString(),
        reminder,
      },
    });
    return expiresAt;
  }

  /** Sends the reminders due at `now` that nobody sent yet; returns how many this call sent. */
  async function remindDue(now = new Date(), limit = 50): Promise<number> {
    return db
      .transaction(async (tx) => {
        const rows = await repos.registrations.claimDueReminders(now, limit, tx);
        for (const row of rows) await mailLink(tx, row, mailLocaleOf(row.mail_locale), true);
        return rows.length;
      })
      .then((sent) => {
        if (sent) deps.outbox.kick();
        return sent;
      });
  }

  return {
    async ask(
      signupId: string,
      key: string | undefined,
      body: { remind: boolean; step: Step; draft?: FinishLaterDraft | null },
      locale: MailLocale,
    ): Promise<FinishLaterResponse> {
      const row = await deps.registrations.authorise(signupId, key);
      await deps.limiter?.check(`finish-later:reg:${signupId}`, FINISH_LATER_PER_HOUR, HOUR, tooManyLinks);
      const now = Date.now();
      const linkExpiresAt = await db.transaction(async (tx) => {
        await repos.registrations.saveFinishLater(
          row.id,
          {
            step: body.step,
            draft: body.draft ?? null,
            locale,
            remindAt: body.remind ? new Date(now + settings.reminderDelayMs) : null,
          },
          tx,
        );
        return mailLink(tx, row, locale, false);
      });
      deps.outbox.kick();
      return {
        sentTo: row.data.parent.email,
        linkExpiresAt: linkExpiresAt.toISOString(),
        remind: body.remind,
      };
    },

    /** The link was opened: this device gets a key of its own and what the steps held. */
    async resume(token: string): Promise<ResumeResponse> {
      const found = await repos.tokens.find('finish_later', token);
      if (!found || found.used_at) throw linkGone('finishLater.invalid');
      if (new Date(found.expires_at).getTime() <= Date.now()) throw linkGone('finishLater.expired');
      const signupId = typeof found.data?.['signupId'] === 'string' ? (found.data['signupId'] as string) : '';
      const row = await repos.registrations.byId(signupId);
      if (!row) throw linkGone('finishLater.expired');
      if (row.status === 'paid') throw linkGone('finishLater.finished');
      const key = newSecret();
      const expiresAt = new Date(
        Math.max(new Date(row.expires_at).getTime(), Date.now() + settings.registrationTtlMs),
      );
      await repos.registrations.addDeviceKey(row.id, sha256(key), expiresAt);
      const data: RegistrationData = row.data;
      return {
        signupId: row.id,
        registrationKey: key,
        expiresAt: expiresAt.toISOString(),
        lastCompletedStep: row.last_completed_step,
        coParentPossibleDuplicate: row.co_parent_possible_duplicate,
        step: ((row['resume_step'] as Step | null) ?? 'step1') as Step,
        values: {
          parent: data.parent,
          address: data.address ?? null,
          referral: data.referral ?? null,
          coParent: data.coParent ?? null,
          children: data.children ?? null,
        },
        draft: (row['resume_draft'] as Record<string, unknown> | null) ?? null,
      };
    },

    remindDue,

    /** Funnel: registrations that asked for a link in the range, and how many of them came back. */
    async counts(range: {
      from: Date | null;
      to: Date | null;
    }): Promise<{ asked: number; cameBack: number; paid: number }> {
      return repos.registrations.finishLaterCounts(range.from, range.to);
    },

    ...every(settings.intervalMs, remindDue, (err) =>
      deps.log.warn({ err }, 'finish-later reminders failed; they run again at the next tick'),
    ),
  };
}
export type FinishLaterService = ReturnType<typeof finishLaterService>;
