// Per-account and failure-only limits (CONTRACTS#trust 4), on the same Postgres counters as the
// per-IP limits of @fastify/rate-limit (plugins/rate-limits.ts), so every copy agrees.
import { tooManyRequests } from '../lib/api-error';
import type { RateLimitRepo } from '../repositories/rate-limit-repo';

const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));

/** `factor` scales every maximum (RATE_LIMIT_FACTOR); 0 turns limits off. */
export function rateLimiter(repo: RateLimitRepo, factor = 1) {
  const scaled = (max: number) => Math.max(1, Math.round(max * factor));
  const prune = async (count: number) => {
    // Prune now and then so the table stays small without a scheduler.
    if (count === 1 && Math.random() < 0.05) await repo.prune(24 * 60 * 60 * 1000);
  };
  return {
    /** Counts a hit; throws 429 (with Retry-After) once `bucket` has seen more than `max`. */
    async check(bucket: string, max: number, windowMs: number): Promise<void> {
      if (factor === 0) return;
      const { count, resetAt } = await repo.hit(bucket, windowMs);
      if (count > scaled(max)) throw tooManyRequests(retryAfter(resetAt));
      await prune(count);
    },
    /** Throws 429 if any bucket already reached `max`, without counting (failure-only limits). */
    async refuseIfReached(buckets: string[], max: number, windowMs: number): Promise<void> {
      if (factor === 0) return;
      for (const bucket of buckets) {
        const { count, resetAt } = await repo.peek(bucket, windowMs);
        if (count >= scaled(max)) throw tooManyRequests(retryAfter(resetAt));
      }
    },
    /** Counts one failure in each bucket. */
    async countFailure(buckets: string[], windowMs: number): Promise<void> {
      if (factor === 0) return;
      for (const bucket of buckets) await prune((await repo.hit(bucket, windowMs)).count);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
