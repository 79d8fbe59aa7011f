// spec §5 Username and Password (and §2 /credentials, /invite/credentials).
import { z } from 'zod';
import { LIMITS } from '@join/domain';
import { MESSAGES as M } from './messages';

// Letters, numbers, underscores, commas, hyphens, periods, at signs and apostrophes. The spec
// does not show the exact pattern; we read 'letters' as ASCII letters, the safe set for a login
// name typed on any keyboard and matched by any back end.
const USERNAME_ALLOWED = /^[A-Za-z0-9_,.@'-]*$/;

/**
 * Every username rule the value breaks, in the order a checklist shows them.
 *
 * The spec's sources disagree on the at sign: one says a username must not start with @, the
 * other lists 'no at sign' while also allowing at signs among the permitted characters. We take
 * the reading the issue chose, the stricter one that stays consistent with the allowed set:
 * '@' may appear inside a username (an email address is a fine username) but may not start it.
 * The other reading ('no at sign' at all) is the configuration switch USERNAME_AT_SIGN=none,
 * passed here as `atSign: 'none'` (docs/configuration.md).
 */
export type UsernameAtSignRule = 'notFirst' | 'none';

export function usernameIssues(rawUsername: string, atSign: UsernameAtSignRule = 'notFirst'): string[] {
  const username = rawUsername.trim();
  if (username === '') return [M.validUsernameNone_error];
  const issues: string[] = [];
  if (username.length < LIMITS.usernameMin || username.length > LIMITS.usernameMax)
    issues.push(M.validUsernameLength_error);
  if (atSign === 'none' ? username.includes('@') : username.startsWith('@'))
    issues.push(M.validUsernameAtSymbol_error);
  if (!USERNAME_ALLOWED.test(username)) issues.push(M.validUsernameRequirement_error);
  return issues;
}

const same = (a: string, b: string | null | undefined) =>
  !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export interface PasswordContext {
  username?: string | null;
  email?: string | null;
}

/**
 * Every password rule the value breaks: 12 to 25 characters, a letter, a number, a symbol, not
 * the username, not the email. Equality ignores case and outer spaces, since a password that
 * differs from the email only by capitals is just as guessable.
 */
export function passwordIssues(password: string, { username, email }: PasswordContext = {}): string[] {
  const issues: string[] = [];
  if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax)
    issues.push(M.validPwdLength_error);
  if (!/\p{L}/u.test(password)) issues.push(M.validPwdLetter_error);
  if (!/[0-9]/.test(password)) issues.push(M.validPwdNumber_error);
  // A symbol is anything that is not a letter, a digit or white space.
  if (!/[^\p{L}\p{N}\s]/u.test(password)) issues.push(M.validPwdSpecial_error);
  if (same(password, username)) issues.push(M.validPwdDupUsername_error);
  if (same(password, email)) issues.push(M.validPwdDupEmail_error);
  return issues;
}

/** The password rules a checklist shows, each with its message key. */
export const PASSWORD_RULE_KEYS = [
  M.validPwdLength_error,
  M.validPwdLetter_error,
  M.validPwdNumber_error,
  M.validPwdSpecial_error,
  M.validPwdDupUsername_error,
  M.validPwdDupEmail_error,
] as const;

export const usernameSchemaFor = (atSign: UsernameAtSignRule = 'notFirst') =>
  z
    .string({ error: M.validUsernameNone_error })
    .trim()
    .superRefine((username, ctx) => {
      for (const message of usernameIssues(username, atSign))
        ctx.addIssue({ code: 'custom', message, input: username });
    });

export const usernameSchema = usernameSchemaFor();

export interface CredentialsContext {
  /** The account's email (from the registration), which the password may not equal. */
  email?: string | null;
  /** Which reading of the at-sign rule is configured (USERNAME_AT_SIGN). */
  usernameAtSign?: UsernameAtSignRule;
}

export function credentialsSchema({ email, usernameAtSign }: CredentialsContext = {}) {
  return z
    .object({
      username: usernameSchemaFor(usernameAtSign),
      password: z.string({ error: M.validPwdLength_error }),
    })
    .superRefine(
      (values, ctx) => {
        const password = typeof values.password === 'string' ? values.password : '';
        const username = typeof values.username === 'string' ? values.username : '';
        for (const message of passwordIssues(password, { username, email })) {
          ctx.addIssue({ code: 'custom', path: ['password'], message, input: password });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}

export type CredentialsValues = z.infer<ReturnType<typeof credentialsSchema>>;

/**
 * The server's on-blur availability answer (spec §7 Username availability: available,
 * meetsRequirements) as a message key for the username field, or undefined when it is fine.
 */
export function usernameAvailabilityError(result: {
  available: boolean;
  meetsRequirements: boolean;
}): string | undefined {
  if (!result.meetsRequirements) return M.validUsernameRequirement_error;
  return result.available ? undefined : M.usernameUnavailable;
}
