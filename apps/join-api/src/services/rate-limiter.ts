// Rate limits kept in Postgres (ARCHITECTURE.md: counters shared by every copy).
import { tooManyRequests } from '../lib/api-error';
import type { RateLimitRepo } from '../repositories/rate-limit-repo';

export function rateLimiter(repo: RateLimitRepo) {
  return {
    /** Throws 429 once `bucket` has seen more than `max` hits in the current window. */
    async check(bucket: string, max: number, windowMs: number): Promise<void> {
      const count = await repo.hit(bucket, windowMs);
      if (count > max) throw tooManyRequests();
      // Prune now and then so the table stays small without a scheduler.
      if (count === 1 && Math.random() < 0.05) await repo.prune(24 * 60 * 60 * 1000);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
