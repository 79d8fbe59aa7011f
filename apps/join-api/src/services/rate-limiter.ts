// Per-account and failure-only limits (CONTRACTS#trust 4), on the same shared counters (Redis or
// PostgreSQL) as the per-IP limits of @fastify/rate-limit (plugins/rate-limits.ts), so every copy
// agrees. A limit that cannot be counted (the store fails) refuses the request with 503: nothing
// is let through uncounted (docs/security.md Limits).
import { ApiError, tooManyRequests } from '../lib/api-error';
import type { CounterStore } from '../repositories/rate-limit-repo';
import { DAY } from '@join/domain';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/** What a limited request answers once a bucket is full; `retryAfter` in seconds. */
export type Refusal = (retryAfterSeconds: number) => ApiError;

/** The store that counts limits failed: the request is refused rather than let through uncounted. */
export const limitUnavailable = () =>
  new ApiError(503, {
    status: 503,
    message: 'rate.limit.unavailable',
    validationErrors: [{ field: 'form', text: 'common:limitUnavailable' }],
  });

/** An attempt counted before its work; `release` gives the count back when the outcome must not count. */
export interface Slot {
  /** The buckets' totals with this attempt, in the order the limits were given. */
  counts: number[];
  release(): Promise<void>;
}

/**
 * What a bucket limits, without whom: 'login:account-ip' for 'login:account-ip:<hash>:<address>'.
 * Log lines name the limit, never the address or the account.
 */
export function limitKind(bucket: string): string {
  const parts = bucket.split(':');
  const kind: string[] = [];
  for (const part of parts.slice(0, 2)) {
    if (!/^[a-z]+(-[a-z]+)*$/.test(part) || /^[0-9a-f]{12,}$/.test(part)) break;
    kind.push(part);
  }
  return kind.join(':') || 'unnamed';
}

/** Where the first refusal of each bucket and window is reported (docs/security.md Limits). */
export interface LimitLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** Reports a limit once per bucket and window: at the first count past the maximum. */
export function reportFirstRefusal(
  log: LimitLog | undefined,
  bucket: string,
  count: number,
  max: number,
  windowMs: number,
): void {
  if (log && count === max + 1)
    log.warn({ limit: limitKind(bucket), max, windowSeconds: windowMs / 1000 }, 'rate limit reached');
}

/** `factor` scales every maximum (RATE_LIMIT_FACTOR); 0 turns limits off. */
export function rateLimiter(repo: CounterStore, factor = 1, log?: LimitLog) {
  const scaled = (max: number) => Math.max(1, Math.round(max * factor));
  const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - repo.now()) / 1000));
  const prune = async (count: number) => {
    // Prune now and then so the table stays small without a scheduler.
    if (count === 1 && Math.random() < 0.05) await repo.prune(DAY);
  };
  /** Runs a store call; a store failure becomes 503 (fail closed). */
  async function counted<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw limitUnavailable();
    }
  }
  const noSlot = (n: number): Slot => ({ counts: new Array(n).fill(0), release: async () => undefined });

  return {
    scaled,
    /** Counts a hit; throws 429 (with Retry-After) once `bucket` has seen more than `max`. */
    async check(
      bucket: string,
      max: number,
      windowMs: number,
      refusal: Refusal = tooManyRequests,
    ): Promise<void> {
      if (factor === 0) return;
      const { count, resetAt } = await counted(() => repo.hit(bucket, windowMs));
      if (count > scaled(max)) {
        reportFirstRefusal(log, bucket, count, scaled(max), windowMs);
        throw refusal(retryAfter(resetAt));
      }
      await prune(count).catch(() => undefined);
    },
    /**
     * Counts one attempt in every bucket before the work (atomically: each count is one upsert or one Redis script, so
     * concurrent attempts get distinct positions). An attempt past any maximum gives its counts back
     * and is refused; the caller releases the slot when the outcome is one that must not count.
     */
    async take(limits: Limit[], refusal: Refusal = tooManyRequests): Promise<Slot> {
      if (factor === 0) return noSlot(limits.length);
      const taken: { bucket: string; windowStart: number }[] = [];
      const giveBack = () =>
        Promise.all(taken.map((t) => repo.unhit(t.bucket, t.windowStart))).then(() => undefined);
      const counts: number[] = [];
      try {
        for (const limit of limits) {
          const { count, resetAt, windowStart } = await repo.hit(limit.bucket, limit.windowMs);
          taken.push({ bucket: limit.bucket, windowStart });
          counts.push(count);
          if (count > scaled(limit.max)) {
            reportFirstRefusal(log, limit.bucket, count, scaled(limit.max), limit.windowMs);
            await giveBack();
            throw refusal(retryAfter(resetAt));
          }
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        await giveBack().catch(() => undefined);
        throw limitUnavailable();
      }
      await prune(counts[0]).catch(() => undefined);
      let released = false;
      return {
        counts,
        async release() {
          if (released) return;
          released = true;
          await giveBack();
        },
      };
    },
    /** Throws 429 if any bucket already reached `max`, without counting. */
    async refuseIfReached(
      buckets: string[],
      max: number,
      windowMs: number,
      refusal: Refusal = tooManyRequests,
    ): Promise<void> {
      if (factor === 0) return;
      for (const bucket of buckets) {
        const { count, resetAt } = await counted(() => repo.peek(bucket, windowMs));
        if (count >= scaled(max)) throw refusal(retryAfter(resetAt));
      }
    },
    /** Counts one hit in `bucket` and returns the window's total (no refusal). */
    async count(bucket: string, windowMs: number): Promise<number> {
      if (factor === 0) return 0;
      return (await counted(() => repo.hit(bucket, windowMs))).count;
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
