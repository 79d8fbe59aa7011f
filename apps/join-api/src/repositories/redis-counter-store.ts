// The limit counters in Redis (REDIS_URL): the same fixed windows as the rate_limits table
// (rate-limit-repo.ts), one key per bucket and window, shared by every copy that uses the same
// Redis and key prefix. Each count is one server-side script, so concurrent hits from any number
// of copies get distinct totals and a limit cannot be overrun. Keys expire on their own shortly
// after their window ends: nothing needs pruning.
import { Redis } from 'ioredis';
import type { Clock, CounterStore } from './rate-limit-repo';

/**
 * A key outlives its window by this much, so a copy whose clock runs a little behind still finds
 * the window's count instead of starting again at zero.
 */
const CLOCK_SKEW_MS = 5_000;

// INCR and PEXPIRE together: a key never exists without its expiry.
const HIT = `local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return n`;

// A count given back never goes below zero, and a window that has expired stays gone.
const UNHIT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type ScriptedRedis = Redis & {
  limitHit(key: string, ttlMs: number): Promise<number>;
  limitUnhit(key: string): Promise<number>;
};

/** Where a connection goes, without its password (log lines and errors). */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname && parsed.pathname !== '/' ? parsed.pathname : ''}`;
  } catch {
    return 'an unparsable REDIS_URL';
  }
}

export interface RedisLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface RedisCounters {
  store: CounterStore;
  close(): Promise<void>;
}

/** The counter store on an open client; `keyPrefix` keeps deployments sharing one Redis apart. */
export function redisCounterStore(client: Redis, now: Clock = Date.now): CounterStore {
  const redis = client as ScriptedRedis;
  if (typeof redis.limitHit !== 'function') {
    redis.defineCommand('limitHit', { numberOfKeys: 1, lua: HIT });
    redis.defineCommand('limitUnhit', { numberOfKeys: 1, lua: UNHIT });
  }
  const key = (bucket: string, windowStart: number) => `limit:${bucket}:${windowStart}`;
  const windowOf = (windowMs: number) => {
    const start = Math.floor(now() / windowMs) * windowMs;
    return { start, resetAt: start + windowMs };
  };
  return {
    now,
    async hit(bucket, windowMs) {
      const { start, resetAt } = windowOf(windowMs);
      const ttl = Math.max(1, resetAt - now()) + CLOCK_SKEW_MS;
      const count = await redis.limitHit(key(bucket, start), ttl);
      return { count: Number(count), resetAt, windowStart: start };
    },
    async unhit(bucket, windowStart) {
      await redis.limitUnhit(key(bucket, windowStart));
    },
    async peek(bucket, windowMs) {
      const { start, resetAt } = windowOf(windowMs);
      return { count: Number((await redis.get(key(bucket, start))) ?? 0), resetAt };
    },
    async prune() {
      // Keys expire by themselves.
    },
  };
}

/**
 * Connects to Redis and answers once it does. Fails (with the address, never the password) when
 * it cannot: limits that cannot be counted are not a state to start in.
 */
export async function connectRedisCounters(options: {
  url: string;
  keyPrefix: string;
  now?: Clock;
  log: RedisLog;
}): Promise<RedisCounters> {
  const { url, keyPrefix, log } = options;
  const address = redisAddress(url);
  let started = false;
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    // While Redis is away a limited request fails at once (and is refused, rate-limiter.ts)
    // instead of queueing behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    commandTimeout: 2_000,
    // Reconnects for as long as it takes once running; the first connection is tried once.
    retryStrategy: (attempt) => (started ? Math.min(attempt * 200, 2_000) : null),
  });
  let down = false;
  const wentAway = (reason: string) => {
    if (down) return;
    down = true;
    log.warn(
      { redis: address, reason },
      'Redis for the limit counters is unreachable: limited requests are refused until it answers',
    );
  };
  let firstError: Error | undefined;
  client.on('error', (err: Error) => {
    // Before start the refusal below says it all, with the cause.
    if (!started) firstError ??= err;
    else wentAway(err.message);
  });
  // A dropped connection is only an 'error' once reconnecting fails: say so at the drop.
  client.on('reconnecting', () => {
    if (started) wentAway('connection lost');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: address }, 'Redis for the limit counters answers again');
  });
  try {
    await client.connect();
    await client.ping();
    started = true;
  } catch (error) {
    // A refused first connection has already ended (no retries before start).
    if (client.status !== 'end') client.disconnect();
    throw new Error(
      `Refusing to start: REDIS_URL is set but Redis at ${address} does not answer (${(firstError ?? (error as Error)).message}). Limits must be counted: start Redis, fix REDIS_URL, or unset it to keep the counters in PostgreSQL.`,
    );
  }
  return {
    store: redisCounterStore(client, options.now),
    async close() {
      if (client.status === 'end') return;
      // Answers once the socket is gone (or soon after, when Redis is away), so a stopping process
      // holds nothing open.
      const ended = new Promise<void>((resolve) => {
        client.once('end', resolve);
        setTimeout(resolve, 1_000).unref();
      });
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
      await ended;
    },
  };
}
