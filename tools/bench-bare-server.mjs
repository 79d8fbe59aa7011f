// The baseline of `npm run bench`: a bare Fastify route in a process of its own, like the API
// it is compared with (JSON body parsed, a small JSON answer serialised, no plugins, no logger).
// PORT and HOST from the environment; GET /ready answers once it listens.
import Fastify from 'fastify';

const app = Fastify();
app.post('/bare', async (request) => ({ ok: true, echo: request.body?.country ?? null }));
app.get('/ready', async () => ({ ok: true }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST || '127.0.0.1' });
