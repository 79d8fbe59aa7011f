// Fixed-window rate-limit counters in Postgres, shared by every copy of the service.
import type { Queryable } from '../db/database';

export function rateLimitRepo(db: Queryable) {
  return {
    /** Counts one hit in the current window and returns the window's total. */
    async hit(bucket: string, windowMs: number): Promise<number> {
      const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
      const rows = await db.query<{ count: number }>(
        'insert into rate_limits (bucket, window_start, count) values ($1, $2, 1) on conflict (bucket, window_start) do update set count = rate_limits.count + 1 returning count',
        [bucket, windowStart],
      );
      return Number(rows[0].count);
    },
    async prune(olderThanMs: number) {
      await db.query('delete from rate_limits where window_start < $1', [Date.now() - olderThanMs]);
    },
  };
}
export type RateLimitRepo = ReturnType<typeof rateLimitRepo>;
