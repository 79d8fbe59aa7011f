// spec §3 Discount data: a discount link names a referrer and a percentage. The link's proof that
// we made it is a token we signed (HMAC-SHA256 with DISCOUNT_LINK_SECRET) over the referrer, the
// percentage and an expiry; only a token that verifies gives the referrer's coupon (docs/security.md
// "Discount links"). Format: v1.<base64url JSON {r, p, e}>.<base64url HMAC of "v1." + payload>.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface DiscountGrant {
  referrer: string;
  /** Whole percent the link promises (the referrer's coupon must give exactly this). */
  percent: number;
  expiresAt: Date;
}

const VERSION = 'v1';
const REFERRER = /^[A-Za-z0-9_-]{1,64}$/;
/** Tokens are short; anything longer is not ours and is not parsed (DISCOUNT_TOKEN_PATTERN bounds them too). */
export const DISCOUNT_TOKEN_MAX = 400;

const mac = (secret: string, signed: string) =>
  createHmac('sha256', secret).update(signed).digest('base64url');

export function signDiscountToken(grant: DiscountGrant, secret: string): string {
  if (!REFERRER.test(grant.referrer)) throw new Error('a referrer key is 1 to 64 letters, digits, _ or -');
  if (!Number.isInteger(grant.percent) || grant.percent < 1 || grant.percent > 100)
    throw new Error('a percentage is a whole number from 1 to 100');
  const payload = Buffer.from(
    JSON.stringify({ r: grant.referrer, p: grant.percent, e: Math.floor(grant.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  const signed = `${VERSION}.${payload}`;
  return `${signed}.${mac(secret, signed)}`;
}

/** The grant a token carries when we signed it and it has not expired; null for anything else. */
export function verifyDiscountToken(
  token: string | null | undefined,
  secret: string,
  now: Date = new Date(),
): DiscountGrant | null {
  if (!token || token.length > DISCOUNT_TOKEN_MAX) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const expected = Buffer.from(mac(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: { r?: unknown; p?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (
    typeof body.r !== 'string' ||
    !REFERRER.test(body.r) ||
    typeof body.p !== 'number' ||
    typeof body.e !== 'number'
  )
    return null;
  const expiresAt = new Date(body.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { referrer: body.r, percent: body.p, expiresAt };
}
