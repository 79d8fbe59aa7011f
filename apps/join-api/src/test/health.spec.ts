// Liveness and readiness for a load balancer (CONTRACTS#past-one-machine 5): readiness is false while the
// copy is stopping and while its database does not answer; liveness only says the process answers.
import net from 'node:net';
import { markStopping } from '../routes/health-routes';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ready = () => t.call({ url: '/api/health/ready' });
const live = () => t.call({ url: '/api/health/live' });

it('is live and ready when the database answers, and stays uncached', async () => {
  expect(await live()).toMatchObject({ status: 200, body: { status: 'ok', worker: null } });
  const res = await ready();
  expect(res).toMatchObject({ status: 200, body: { status: 'ready', database: t.app.db.kind } });
  expect(res.headers['cache-control']).toBe('no-store');
});

it('is not ready while the database fails or hangs, and ready again when it answers', async () => {
  const query = t.app.db.query;
  const hanging: (() => void)[] = [];
  try {
    t.app.db.query = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'database-unreachable' } });
    expect((await live()).status).toBe(200);
    // A server that accepts but never answers (the mail worker's queries hang too, until the end).
    t.app.db.query = () => new Promise((_resolve, reject) => hanging.push(() => reject(new Error('gone'))));
    const started = Date.now();
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'database-unreachable' } });
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    t.app.db.query = query;
    for (const fail of hanging) fail();
  }
  expect((await ready()).status).toBe(200);
});

it('is not ready once stopping, while still serving and live', async () => {
  const copy = await startTestApp({}, { db: t.app.db });
  try {
    markStopping(copy.app);
    expect(await copy.call({ url: '/api/health/ready' })).toMatchObject({
      status: 503,
      body: { status: 'stopping' },
    });
    expect((await copy.call({ url: '/api/health/live' })).status).toBe(200);
    expect((await copy.call({ url: '/api/config' })).status).toBe(200);
  } finally {
    await copy.close();
  }
  expect(copy.app.lifecycle.stopping).toBe(true);
});

const realServer = process.env.TEST_DATABASE_URL;
// Skipped without TEST_DATABASE_URL: it needs a real PostgreSQL server (CI runs it there).
(realServer ? it : it.skip)(
  /* needs TEST_DATABASE_URL */ 'is not ready when the PostgreSQL server goes away, and ready when it is back',
  async () => {
    // A TCP relay in front of the server: cutting it is the server going away for this copy.
    const target = new URL(realServer as string);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    const port = (relay.address() as net.AddressInfo).port;
    const url = new URL(t.config.databaseUrl as string);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const copy = await startTestApp({ DATABASE_URL: url.toString() });
    try {
      expect((await copy.call({ url: '/api/health/ready' })).status).toBe(200);
      relay.close();
      for (const s of sockets) s.destroy();
      expect(await copy.call({ url: '/api/health/ready' })).toMatchObject({
        status: 503,
        body: { status: 'database-unreachable', database: 'postgres' },
      });
      expect((await copy.call({ url: '/api/health/live' })).status).toBe(200);
      await new Promise<void>((r) => relay.listen(port, '127.0.0.1', r));
      expect((await copy.call({ url: '/api/health/ready' })).status).toBe(200);
    } finally {
      relay.close();
      for (const s of sockets) s.destroy();
      await copy.close();
    }
  },
);
