// The Redis counter store against a real Redis (TEST_REDIS_URL; .ci/run starts one): concurrent
// hits never overrun a limit, windows end, copies share counts, prefixes keep deployments apart,
// and an unreachable Redis refuses to start. Skipped without TEST_REDIS_URL.
import { Redis } from 'ioredis';
import { createServer, type Server } from 'node:net';
import { rateLimiter } from '../services/rate-limiter';
import { connectRedisCounters, type RedisCounters } from './redis-counter-store';

const url = process.env.TEST_REDIS_URL;
const describeWithRedis = url ? describe : describe.skip;
const quiet = { info: () => undefined, warn: () => undefined };

describeWithRedis('Redis limit counters', () => {
  const opened: RedisCounters[] = [];
  let run = 0;
  /** A fresh prefix per test; `now` is the counters' clock. */
  const prefix = () => `unit:${process.pid}:${Date.now()}:${run++}:`;
  async function open(keyPrefix: string, now: () => number = Date.now) {
    const counters = await connectRedisCounters({ url: url as string, keyPrefix, now, log: quiet });
    opened.push(counters);
    return counters.store;
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.close()));
  });

  it('gives 200 concurrent hits from two copies 200 distinct totals', async () => {
    const p = prefix();
    const [a, b] = [await open(p), await open(p)];
    const counts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).hit('login:ip:192.0.2.1', 60_000)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    expect((await b.peek('login:ip:192.0.2.1', 60_000)).count).toBe(200);
  });

  it('lets exactly the maximum through when 50 attempts race on two copies', async () => {
    const p = prefix();
    const limiters = [rateLimiter(await open(p)), rateLimiter(await open(p))];
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => limiters[i % 2].check('register:ip:192.0.2.2', 7, 60_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .map((r) => (r as PromiseRejectedResult).reason.httpStatus),
    ).toEqual(new Array(43).fill(429));
  });

  it('starts a new window at zero and lets the old key expire', async () => {
    let now = 1_000_000_000_000;
    const p = prefix();
    const store = await open(p, () => now);
    expect((await store.hit('b', 1_000)).count).toBe(1);
    expect((await store.hit('b', 1_000)).count).toBe(2);
    now += 1_000;
    expect((await store.peek('b', 1_000)).count).toBe(0);
    expect(await store.hit('b', 1_000)).toEqual({ count: 1, resetAt: now + 1_000, windowStart: now });
    const raw = new Redis(url as string);
    try {
      const ttl = await raw.pttl(`${p}limit:b:${now}`);
      // The window's length plus the allowance for clocks that differ between copies.
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(1_000 + 5_000);
    } finally {
      await raw.quit();
    }
  });

  it('really forgets a window once its key expires', async () => {
    const p = prefix();
    const store = await open(p);
    // A short window on the real clock: the key outlives it by the skew allowance and then goes.
    const { windowStart } = await store.hit('short', 50);
    const raw = new Redis(url as string);
    try {
      const key = `${p}limit:short:${windowStart}`;
      expect(await raw.exists(key)).toBe(1);
      await new Promise((r) => setTimeout(r, 5_200));
      expect(await raw.exists(key)).toBe(0);
    } finally {
      await raw.quit();
    }
  }, 15_000);

  it('gives a count back, never below zero', async () => {
    const store = await open(prefix());
    const { windowStart } = await store.hit('c', 60_000);
    await store.unhit('c', windowStart);
    await store.unhit('c', windowStart);
    expect((await store.peek('c', 60_000)).count).toBe(0);
    expect((await store.hit('c', 60_000)).count).toBe(1);
  });

  it('keeps two prefixes apart', async () => {
    const [a, b] = [await open(prefix()), await open(prefix())];
    await a.hit('same', 60_000);
    await a.hit('same', 60_000);
    expect((await b.hit('same', 60_000)).count).toBe(1);
  });

  it('refuses to start when Redis does not answer, naming where without the password', async () => {
    const closed: Server = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    await expect(
      connectRedisCounters({ url: `redis://:s3cret@127.0.0.1:${port}`, keyPrefix: 'x:', log: quiet }),
    ).rejects.toThrow(
      new RegExp(
        `^Refusing to start: REDIS_URL is set but Redis at redis://127\\.0\\.0\\.1:${port} does not answer`,
      ),
    );
    const lines: string[] = [];
    const log = {
      info: (_: unknown, m: string) => void lines.push(m),
      warn: (_: unknown, m: string) => void lines.push(m),
    };
    const refused = connectRedisCounters({ url: `redis://:s3cret@127.0.0.1:${port}`, keyPrefix: 'x:', log });
    // The cause is the connection's own error, not a generic "closed".
    await expect(refused).rejects.toThrow(/\(connect ECONNREFUSED 127\.0\.0\.1:\d+\)/);
    await expect(refused).rejects.not.toThrow(/s3cret/);
    // Nothing claims that requests are being refused: the copy never started.
    expect(lines).toEqual([]);
  });
});
