// The limit counters in Redis (REDIS_URL): copies on different databases still share their counts
// when they share a Redis, a Redis that goes away mid-run makes counted limits refuse (503) until
// it answers again, and a Redis that does not answer at start stops the service from starting.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { parentA, startTestApp, type TestApp } from './test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

const login = (t: TestApp, username: string) =>
  t.call({
    method: 'POST',
    url: '/api/accounts/login',
    payload: { username, password: 'not-the-password-1', submit: 'Login', _eventId: 'submit' },
  });
const register = (t: TestApp) =>
  t.call({ method: 'POST', url: '/api/registrations', payload: { parent: parentA(), sections: ['PARENT'] } });

describe('REDIS_URL that does not answer', () => {
  it('refuses to start, saying where and what to do, without the password', async () => {
    const closed: Server = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    const started = startTestApp({ REDIS_URL: `redis://:hunter2-secret@127.0.0.1:${port}/0` });
    await expect(started).rejects.toThrow(
      `Refusing to start: REDIS_URL is set but Redis at redis://127.0.0.1:${port}/0 does not answer`,
    );
    await expect(started).rejects.toThrow('unset it to keep the counters in PostgreSQL');
    await expect(started).rejects.not.toThrow('hunter2');
  });
});

describeWithRedis('limits counted in Redis', () => {
  const prefix = `api:${process.pid}:${Date.now()}:`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two copies, each on a database of its own: only Redis can make them agree.
    const env = { REDIS_URL: redisUrl as string, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_FACTOR: '0.1' };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('shares per-address counts between copies on different databases', async () => {
    // signup: 30 per 10 minutes, scaled to 3.
    expect((await register(a)).status).toBe(201);
    expect((await register(b)).status).toBe(201);
    expect((await register(a)).status).toBe(201);
    const refused = await register(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares per-account failure counts between copies', async () => {
    // 10 failures per account and address in 15 minutes, scaled to 1.
    expect((await login(a, 'shared_owner')).status).toBe(401);
    expect((await login(b, 'shared_owner')).status).toBe(429);
    expect((await login(b, 'other_owner')).status).toBe(401);
  });
});

/** A TCP relay to Redis that the test can cut and restore on the same port. */
async function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
    port = (server!.address() as { port: number }).port;
  };
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise((r) => server!.close(r));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: listen,
  };
}

describeWithRedis('Redis going away while running', () => {
  it('refuses counted requests with 503 while Redis is away, logs it, and counts again once it is back', async () => {
    const link = await relay(new URL(redisUrl as string));
    const lines: string[] = [];
    const t = await startTestApp(
      { REDIS_URL: link.url(), REDIS_KEY_PREFIX: `away:${process.pid}:${Date.now()}:`, LOG_LEVEL: 'warn' },
      { logStream: { write: (l) => void lines.push(l) } },
    );
    try {
      expect((await login(t, 'away_owner')).status).toBe(401);
      await link.cut();
      const warned = () => lines.some((l) => l.includes('Redis for the limit counters is unreachable'));
      for (let i = 0; i < 50 && !warned(); i++) await new Promise((r) => setTimeout(r, 100));
      expect(warned()).toBe(true);
      const refused = await login(t, 'away_owner');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        status: 503,
        message: 'rate.limit.unavailable',
        validationErrors: [{ field: 'form', text: 'common:limitUnavailable' }],
      });
      await link.restore();
      let status = 503;
      for (let i = 0; i < 50 && status === 503; i++) {
        await new Promise((r) => setTimeout(r, 200));
        status = (await login(t, 'away_owner')).status;
      }
      expect(status).toBe(401);
    } finally {
      await t.close();
      await link.cut();
    }
  });
});
