// Fixed-window rate-limit counters in Postgres, shared by every copy of the service. The same
// counters live in Redis when REDIS_URL is set (redis-counter-store.ts).
import type { Queryable } from '../db/database';

/** Milliseconds since the epoch; tests inject their own to move between windows without sleeping. */
export type Clock = () => number;

/** Where limit counters live: a window is `floor(now / windowMs) * windowMs`, the same in every store. */
export interface CounterStore {
  now: Clock;
  /** Counts one hit in the current window; returns the window's total, its start and when it ends. */
  hit(bucket: string, windowMs: number): Promise<{ count: number; resetAt: number; windowStart: number }>;
  /** Gives back one hit of a window (an attempt whose outcome does not count); never below zero. */
  unhit(bucket: string, windowStart: number): Promise<void>;
  /** The current window's total without counting a hit. */
  peek(bucket: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Forgets windows that started more than `olderThanMs` ago (a store that expires its keys does nothing). */
  prune(olderThanMs: number): Promise<void>;
}

export function rateLimitRepo(db: Queryable, now: Clock = Date.now): CounterStore {
  const windowOf = (windowMs: number) => {
    const start = Math.floor(now() / windowMs) * windowMs;
    return { start, resetAt: start + windowMs };
  };
  return {
    now,
    /** Counts one hit in the current window; returns the window's total, its start and when it ends. */
    async hit(
      bucket: string,
      windowMs: number,
    ): Promise<{ count: number; resetAt: number; windowStart: number }> {
      const { start, resetAt } = windowOf(windowMs);
      const rows = await db.query<{ count: number }>(
        'insert into rate_limits (bucket, window_start, count) values ($1, $2, 1) on conflict (bucket, window_start) do update set count = rate_limits.count + 1 returning count',
        [bucket, start],
      );
      return { count: Number(rows[0].count), resetAt, windowStart: start };
    },
    /** Gives back one hit of a window (an attempt whose outcome does not count). */
    async unhit(bucket: string, windowStart: number): Promise<void> {
      await db.query(
        'update rate_limits set count = count - 1 where bucket = $1 and window_start = $2 and count > 0',
        [bucket, windowStart],
      );
    },
    /** The current window's total without counting a hit. */
    async peek(bucket: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
      const { start, resetAt } = windowOf(windowMs);
      const rows = await db.query<{ count: number }>(
        'select count from rate_limits where bucket = $1 and window_start = $2',
        [bucket, start],
      );
      return { count: Number(rows[0]?.count ?? 0), resetAt };
    },
    async prune(olderThanMs: number) {
      await db.query('delete from rate_limits where window_start < $1', [now() - olderThanMs]);
    },
  };
}
