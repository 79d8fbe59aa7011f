// CONTRACTS#trust 5: a payment's answer is kept with its Idempotency-Key so a retry gets it again, but
// the answer carries secrets (the credentials token, the click-to-join token). They are never
// kept: the stored copy has them blank. The tokens an answer carries are derived from the
// caller's own secret (the registration key or the invite token, which the database holds only
// as hashes) with the payment's scope and key, so the first answer and every replay carry the same
// token, one row each, and a replay mints nothing new; once used, a token is not handed out again.
import { createHmac } from 'node:crypto';
import type { StoredResponse } from './types';
import type { Repos } from '../../repositories';
import { TOKEN_LIFETIME_MS } from '../token-lifetimes';

const SECRETS = {
  credentialsToken: { kind: 'credentials', ttl: TOKEN_LIFETIME_MS.credentials },
  clickToJoinToken: { kind: 'click_to_join', ttl: TOKEN_LIFETIME_MS.clickToJoin },
} as const;
type SecretField = keyof typeof SECRETS;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer as it may be stored: every secret field blanked. */
export function storableAnswer(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const field of Object.keys(SECRETS) as SecretField[])
    if (typeof copy[field] === 'string') copy[field] = '';
  return copy;
}

/** Who asks for the answer, and by which payment: the caller's secret, the scope and the key. */
export interface AnswerCaller {
  secret: string;
  scope: string;
  idempotencyKey: string;
}

/**
 * The answer for its caller: each blank secret field gets the caller's derived token (the same
 * on every call), or stays blank once that token was used (the credentials are set).
 */
export async function answerFor(
  repos: Repos,
  answer: StoredResponse,
  caller: AnswerCaller,
): Promise<StoredResponse> {
  const body = answer.body;
  if (!isRecord(body)) return answer;
  const registration = isRecord(body.registration) ? body.registration : undefined;
  const parent = registration && isRecord(registration.parent) ? registration.parent : undefined;
  const userId = typeof parent?.userId === 'string' ? parent.userId : undefined;
  const fields = (Object.keys(SECRETS) as SecretField[]).filter((f) => body[f] === '');
  if (!userId || !fields.length) return answer;
  const copy: Record<string, unknown> = { ...body };
  for (const field of fields) {
    const derived = createHmac('sha256', caller.secret)
      .update(`${field}:${caller.scope}:${caller.idempotencyKey}`)
      .digest('base64url');
    copy[field] =
      (await repos.tokens.issueDerived(SECRETS[field].kind, userId, derived, SECRETS[field].ttl))?.token ??
      '';
  }
  return { ...answer, body: copy };
}
