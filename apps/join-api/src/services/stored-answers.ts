// CONTRACTS#trust 5: a payment's answer is kept with its Idempotency-Key so a retry gets it again, but
// the answer carries live secrets (the credentials token, the click-to-join token). They are not
// kept: the stored copy has them blanked, and a replay issues fresh ones for the same user, so
// a database dump or backup never holds a token that works.
import type { Repos } from './repos';

const DAY = 24 * 60 * 60 * 1000;
const SECRETS = { credentialsToken: { kind: 'credentials', ttl: DAY }, clickToJoinToken: { kind: 'click_to_join', ttl: 30 * DAY } } as const;
type SecretField = keyof typeof SECRETS;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer as it may be stored: every secret field blanked. */
export function storableAnswer(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const field of Object.keys(SECRETS) as SecretField[]) if (typeof copy[field] === 'string') copy[field] = '';
  return copy;
}

/** A stored answer made usable again: fresh tokens for the user it was for. */
export async function replayedAnswer(repos: Repos, body: unknown): Promise<unknown> {
  if (!isRecord(body)) return body;
  const registration = isRecord(body.registration) ? body.registration : undefined;
  const parent = registration && isRecord(registration.parent) ? registration.parent : undefined;
  const userId = typeof parent?.userId === 'string' ? parent.userId : undefined;
  const fields = (Object.keys(SECRETS) as SecretField[]).filter((f) => body[f] === '');
  if (!userId || !fields.length) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const field of fields) copy[field] = (await repos.tokens.issue(SECRETS[field].kind, userId, SECRETS[field].ttl)).token;
  return copy;
}
