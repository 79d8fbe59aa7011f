// spec §7 professional validator (409 with per-field messages in the visitor's language) and
// create; §5 professional rules come from the form schemas, plus the checks only a server can
// make (email already registered, at create only; region and timezone belonging to the country).
import { issueKey } from '../lib/message-keys';
import {
  proSignupSchema,
  proStep1Schema,
  proStep2Schema,
  proStep3Schema,
  type ValidationError,
} from '@join/schemas';
import { getTimezones, isRegionOf, hasRegionList, PRO_COUNTRIES } from '@join/domain';
import type { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { hashPassword } from '../lib/passwords';
import type { Database } from '../db/database';
import { enqueueMail, type MailQueue } from '../mail/outbox';
import { mailLocaleOf } from '../mail/templates';
import type { Repos } from '../repositories';
import { TOKEN_LIFETIME_MS } from './token-lifetimes';

const stepSchemas = { '1': proStep1Schema, '2': proStep2Schema, '3': proStep3Schema } as const;
const conflictErrors = (validationErrors: ValidationError[]) =>
  new ApiError(409, { status: 409, message: 'validation.failed', validationErrors });

function issuesToErrors(issues: z.core.$ZodIssue[]): ValidationError[] {
  const seen = new Set<string>();
  return issues
    .map((i) => ({ field: i.path.join('.') || 'body', text: issueKey(i) }))
    .filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}

function placeErrors(values: Record<string, unknown>): ValidationError[] {
  const errors: ValidationError[] = [];
  const country = String(values.country ?? '').toUpperCase();
  if ('country' in values && !(PRO_COUNTRIES as readonly string[]).includes(country))
    errors.push({ field: 'country', text: 'validation:signup_country_error' });
  const region = String(values.region ?? '');
  if ('region' in values && hasRegionList(country) && !isRegionOf(country, region))
    errors.push({ field: 'region', text: 'validation:signup_region_error' });
  const timezone = String(values.timezone ?? '');
  if ('timezone' in values && country && !getTimezones(country, region).some((t) => t.id === timezone))
    errors.push({ field: 'timezone', text: 'validation:signup_timezone_error' });
  return errors;
}

/** How long the welcome mail's set-your-password link works (the mail says 7 days). */

export function professionalService(deps: {
  db: Database;
  repos: Repos;
  outbox: MailQueue;
  casesUrl: string;
  publicUrl: string;
}) {
  const { repos } = deps;

  async function emailTaken(email: unknown): Promise<boolean> {
    return (
      typeof email === 'string' &&
      email.trim() !== '' &&
      Boolean(await repos.users.professionalByEmail(email.trim()))
    );
  }
  // Translated into the visitor's language like the other validator messages.
  const emailTakenError = { field: 'email', text: 'validation:emailAlreadyRegistered' };

  return {
    // The validator never looks the email up: answering a taken address as a free one keeps it
    // from telling who has an account. Only create, the last step, refuses a taken email.
    async validate(step: '1' | '2' | '3', body: Record<string, unknown>) {
      const parsed = stepSchemas[step].safeParse(body);
      const errors = parsed.success ? [] : issuesToErrors(parsed.error.issues);
      if (step === '2')
        errors.push(...placeErrors(body).filter((p) => !errors.some((e) => e.field === p.field)));
      if (errors.length) throw conflictErrors(errors);
      return { valid: true as const };
    },
    async create(body: Record<string, unknown>, locale: string) {
      const parsed = proSignupSchema.safeParse(body);
      const errors = parsed.success ? [] : issuesToErrors(parsed.error.issues);
      errors.push(...placeErrors(body).filter((p) => !errors.some((e) => e.field === p.field)));
      if (!errors.some((e) => e.field === 'email') && (await emailTaken(body.email)))
        errors.push(emailTakenError);
      if (errors.length || !parsed.success) throw conflictErrors(errors);
      const v = parsed.data;
      // The security answer and code are secrets support checks, so they are hashed too.
      const [answerHash, codeHash] = await Promise.all([
        hashPassword(v.securityAnswer.toLowerCase()),
        hashPassword(v.securityCode),
      ]);
      // The account, its session and its welcome mail commit together.
      const { user, session } = await deps.db.transaction(async (tx) => {
        const user = await repos.users.create(
          {
            kind: 'professional',
            email: v.email.toLowerCase(),
            first_name: v.firstName,
            last_name: v.lastName,
            title: v.title || null,
            phone_country_code: v.phoneCountryCode,
            phone_number: v.phoneNumber,
            timezone: v.timezone,
            locale,
            address: {
              line1: v.addressLine1,
              line2: v.addressLine2 || null,
              city: v.city,
              region: v.region,
              postalCode: v.postalCode,
              country: v.country,
            },
            profile: {
              credentials: v.credentials || null,
              phoneExtension: v.phoneExtension || null,
              hearAboutUs: v.hearAboutUs,
              referralBenchOfficerName: v.referralBenchOfficerName || null,
              referralBenchOfficerPosition: v.referralBenchOfficerPosition || null,
              referralColleagueName: v.referralColleagueName || null,
              referralColleagueRole: v.referralColleagueRole || null,
              referralOtherExplanation: v.referralOtherExplanation || null,
              practiceName: v.practiceName,
              roles: v.roles,
              securityQuestion: v.securityQuestion,
              securityAnswerHash: answerHash,
              securityCodeHash: codeHash,
            },
          },
          tx,
        );
        const session = await repos.tokens.issue('session', user.id, TOKEN_LIFETIME_MS.session, null, tx);
        // CONTRACTS#both-languages: no password is asked on /pro, so the welcome mail carries a set-your-password
        // link: a credentials token, used on the same page and with the same rules as a parent's.
        const credentials = await repos.tokens.issue(
          'credentials',
          user.id,
          TOKEN_LIFETIME_MS.professionalPasswordLink,
          null,
          tx,
        );
        // The token rides in the fragment, which no server, log or Referer sees (like the invite's).
        const passwordUrl = `${deps.publicUrl}/app/join/credentials#token=${encodeURIComponent(credentials.token)}`;
        if (user.email)
          await enqueueMail(tx, {
            kind: 'professional-welcome',
            to: user.email,
            locale: mailLocaleOf(locale),
            data: { firstName: user.first_name, casesUrl: deps.casesUrl, passwordUrl },
          });
        return { user, session };
      });
      deps.outbox.kick();
      return {
        userId: user.id,
        name: { firstName: user.first_name, lastName: user.last_name },
        title: user.title,
        email: user.email ?? '',
        practiceName: v.practiceName,
        country: v.country,
        auth: session.token,
      };
    },
  };
}
export type ProfessionalService = ReturnType<typeof professionalService>;
