// Fixed-window rate-limit counters in Postgres, shared by every copy of the service.
import type { Queryable } from '../db/database';

const windowOf = (windowMs: number) => {
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  return { start, resetAt: start + windowMs };
};

export function rateLimitRepo(db: Queryable) {
  return {
    /** Counts one hit in the current window; returns the window's total and when it ends. */
    async hit(bucket: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
      const { start, resetAt } = windowOf(windowMs);
      const rows = await db.query<{ count: number }>(
        'insert into rate_limits (bucket, window_start, count) values ($1, $2, 1) on conflict (bucket, window_start) do update set count = rate_limits.count + 1 returning count',
        [bucket, start],
      );
      return { count: Number(rows[0].count), resetAt };
    },
    /** The current window's total without counting a hit. */
    async peek(bucket: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
      const { start, resetAt } = windowOf(windowMs);
      const rows = await db.query<{ count: number }>('select count from rate_limits where bucket = $1 and window_start = $2', [bucket, start]);
      return { count: Number(rows[0]?.count ?? 0), resetAt };
    },
    async prune(olderThanMs: number) {
      await db.query('delete from rate_limits where window_start < $1', [Date.now() - olderThanMs]);
    },
  };
}
export type RateLimitRepo = ReturnType<typeof rateLimitRepo>;
