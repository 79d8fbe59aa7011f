// Request limits (CONTRACTS#trust 4) with @fastify/rate-limit on a store every copy of the service
// shares: Redis when REDIS_URL is set, else the rate_limits table of PostgreSQL (the embedded
// database locally). Routes opt in with `config: perIp(app, 'name', max, windowMs)`; per-account
// and failure-only limits go through the same counters (`app.limitCounters`) with the `limiter`
// service. RATE_LIMIT_FACTOR scales every maximum (test suites and benchmarks raise it; 0 turns
// limits off).
import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema } from '@join/schemas';
import { tooManyRequests } from '../lib/api-error';
import { rateLimitRepo, type Clock, type CounterStore } from '../repositories/rate-limit-repo';
import { connectRedisCounters, redisAddress } from '../repositories/redis-counter-store';
import { reportFirstRefusal } from '../services/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared limit counters: Redis (REDIS_URL) or the database's rate_limits table. */
    limitCounters: CounterStore;
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Redis when configured (closed with the app), else the database. */
async function openCounters(app: FastifyInstance, clock?: Clock): Promise<CounterStore> {
  const redis = app.config.redis;
  if (!redis) return rateLimitRepo(app.db, clock);
  const counters = await connectRedisCounters({
    url: redis.url,
    keyPrefix: redis.keyPrefix,
    now: clock,
    log: app.log,
  });
  app.addHook('onClose', () => counters.close());
  app.log.info({ redis: redisAddress(redis.url) }, 'limit counters in Redis');
  return counters.store;
}

/** A @fastify/rate-limit store on the shared counters (fixed windows). */
function counterStore(app: FastifyInstance, repo: CounterStore) {
  return class CounterRateLimitStore {
    /** The route's own maximum (child stores), so its first refusal in a window is reported. */
    private readonly max: unknown;
    constructor(route: object = {}) {
      this.max = (route as { max?: unknown }).max;
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      repo.hit(key, timeWindow).then(
        ({ count, resetAt }) => {
          if (typeof this.max === 'number') reportFirstRefusal(app.log, key, count, this.max, timeWindow);
          callback(null, { current: count, ttl: Math.max(0, resetAt - repo.now()) });
        },
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback, timeWindow: number) {
      repo.peek(key, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - repo.now()) }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: object) {
      return new CounterRateLimitStore(routeOptions);
    }
  };
}

export async function registerRateLimits(app: FastifyInstance, clock?: Clock): Promise<void> {
  const counters = await openCounters(app, clock);
  app.decorate('limitCounters', counters);
  await app.register(rateLimit, {
    global: false,
    store: counterStore(app, counters),
    // Behind a configured proxy (TRUST_PROXY) request.ip is the client's; otherwise the socket's.
    keyGenerator: (request: FastifyRequest) => request.ip,
    // A limit that cannot be counted (database or Redis down) lets the request through to fail on its own.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  // A limited route can answer 429: its declared responses, and so the OpenAPI document, say so.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if ((route.config as FastifyContextConfig | undefined)?.rateLimit && response)
      route.schema!.response = { 429: errorBodySchema, ...response };
  });
}

/**
 * Route options for a per-IP limit: `max` requests per `windowMs` (scaled by
 * RATE_LIMIT_FACTOR). The bucket name keeps each route's count apart.
 */
export function perIp(
  app: FastifyInstance,
  bucket: string,
  max: number,
  windowMs: number,
): FastifyContextConfig {
  const factor = app.config.rateLimitFactor;
  if (factor === 0) return {};
  return {
    rateLimit: {
      max: Math.max(1, Math.round(max * factor)),
      timeWindow: windowMs,
      keyGenerator: (request: FastifyRequest) => `${bucket}:ip:${request.ip}`,
    },
    rateLimitBucket: bucket,
  };
}
