// spec §7 Register and pay, Invite payment: card testing (many cards tried on one sign-up, one
// address or one device) is slowed down before the gateway is called. Each attempt takes a slot in
// its payer's, its address's and its device's decline buckets before it runs; a decline keeps the
// slot, any other outcome gives it back, so only declines use up the allowance and concurrent
// attempts cannot overrun it. A product-wide breaker pauses new card attempts when declines spike.
// The counters are the shared limit counters (rate-limiter.ts): every copy agrees.
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../lib/api-error';
import { sha256 } from '../lib/ids';
import type { Limit, RateLimiter } from './rate-limiter';
import { MINUTE } from '@join/domain';

/** docs/security.md Limits: declines per payer, address and device, and the breaker's window. */
export const CARD_LIMITS = {
  perPayer: { max: 3, windowMs: 30 * MINUTE },
  perAddress: { max: 10, windowMs: 60 * MINUTE },
  perDevice: { max: 5, windowMs: 60 * MINUTE },
  breakerWindowMs: 10 * MINUTE,
} as const;

/** The cool-down: the checkout says how long to wait (Retry-After) in the visitor's language. */
export const cardCoolDown = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    {
      status: 429,
      message: 'payment.declines.limited',
      validationErrors: [{ field: 'form', text: 'checkout:payment.tooManyDeclines' }],
    },
    retryAfterSeconds,
  );

/** The breaker is open: card payments are paused for everyone for a while. */
export const cardPaymentsPaused = (retryAfterSeconds: number) =>
  new ApiError(
    503,
    {
      status: 503,
      message: 'payment.paused',
      validationErrors: [{ field: 'form', text: 'checkout:payment.paused' }],
    },
    retryAfterSeconds,
  );

/** The device a fraud-signal collector describes: its correlation id when it has one. */
function deviceOf(deviceData: string | null | undefined): string | null {
  if (!deviceData) return null;
  let id: unknown = deviceData;
  try {
    const parsed = JSON.parse(deviceData) as Record<string, unknown>;
    id = parsed?.correlation_id ?? parsed?.device_session_id ?? deviceData;
  } catch {
    // not JSON: the string itself describes the device
  }
  return sha256(String(id)).slice(0, 24);
}

export interface CardAttempt {
  /** The payer's scope: `reg:<signupId>` or `invite:<userId>`. */
  scope: string;
  ip: string;
  deviceData?: string | null;
}

export function cardAttempts(deps: { limiter: RateLimiter; log: FastifyBaseLogger; breakerMax: number }) {
  const { limiter } = deps;
  const breakerMax = () => limiter.scaled(deps.breakerMax);
  const breakerWindow = CARD_LIMITS.breakerWindowMs;

  function limitsFor(attempt: CardAttempt): Limit[] {
    const limits: Limit[] = [
      { bucket: `declines:payer:${attempt.scope}`, ...CARD_LIMITS.perPayer },
      { bucket: `declines:ip:${attempt.ip}`, ...CARD_LIMITS.perAddress },
    ];
    const device = deviceOf(attempt.deviceData);
    if (device) limits.push({ bucket: `declines:device:${device}`, ...CARD_LIMITS.perDevice });
    return limits;
  }

  /** Counts a decline product-wide; the decline that opens the breaker logs it once. */
  async function countDecline() {
    const total = await limiter.count('declines:all', breakerWindow);
    if (total === breakerMax()) {
      deps.log.error(
        { declines: total, windowMinutes: breakerWindow / MINUTE },
        'OPERATOR: card declines spiked; new card attempts are refused until the window ends',
      );
    }
  }

  return {
    /** Runs one Pay attempt under the card-testing limits; throws 429, or 503 when paused or uncountable. */
    async guard<T>(attempt: CardAttempt, work: () => Promise<T>): Promise<T> {
      await limiter.refuseIfReached(['declines:all'], deps.breakerMax, breakerWindow, cardPaymentsPaused);
      const slot = await limiter.take(limitsFor(attempt), cardCoolDown);
      let declined = false;
      try {
        return await work();
      } catch (error) {
        declined = error instanceof ApiError && error.httpStatus === 402;
        throw error;
      } finally {
        try {
          if (declined) await countDecline();
          else await slot.release();
        } catch (err) {
          deps.log.warn({ err }, 'a card attempt could not be counted');
        }
      }
    },
  };
}
export type CardAttempts = ReturnType<typeof cardAttempts>;
