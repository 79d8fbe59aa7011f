import Fastify from 'fastify';
import { request } from 'node:http';
import { stopGracefully } from '../stop';

describe('stopping the page server', () => {
  it('answers what is in flight, then stops even when a connection never ends', async () => {
    const app = Fastify({ logger: false });
    let answerSlow: (() => void) | undefined;
    app.get('/slow', (_req, reply) => {
      answerSlow = () => void reply.send('done');
    });
    app.get('/never', () => new Promise(() => undefined));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const get = (path: string) =>
      new Promise<string>((resolve) => {
        const req = request({ port, host: '127.0.0.1', path, agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(`${res.statusCode} ${body}`));
        });
        req.on('error', (error) => resolve(`cut: ${error.message}`));
        req.end();
      });
    const slow = get('/slow');
    const never = get('/never');
    await new Promise((r) => setTimeout(r, 100));

    const started = Date.now();
    const stopped = stopGracefully(app, 500);
    await new Promise((r) => setTimeout(r, 100));
    answerSlow?.();
    await expect(slow).resolves.toBe('200 done');
    await stopped;
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(never).resolves.toMatch(/^cut: /);
  }, 10_000);
});
