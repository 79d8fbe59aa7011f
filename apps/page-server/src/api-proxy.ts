// One port for the whole product in `npm start` and the journeys: the page server passes /api/*
// and /dev/* (the sandbox's mailbox and funnel) to the join API over loopback, bytes as they come
// both ways. Production does not use this: the load balancer routes those paths to the API.
import { request as httpRequest } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentTraceparent } from '@join/telemetry';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

export async function apiProxy(app: FastifyInstance, apiUrl: string) {
  const target = new URL(apiUrl);
  await app.register(async (scope) => {
    // The body is passed on unread, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const pass = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      // The API (TRUST_PROXY=1) takes the client's address and scheme from the nearest hop: this one.
      const before = request.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = [before, request.socket.remoteAddress].filter(Boolean).join(', ');
      headers['x-forwarded-proto'] = request.protocol;
      // With tracing on, the API's span hangs under this hop's (the browser's `traceparent` is its parent).
      const traceparent = currentTraceparent();
      if (traceparent) headers.traceparent = traceparent;
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
        (answer) => {
          const out: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
          reply.raw.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(reply.raw);
        },
      );
      upstream.on('error', (err) => {
        request.log.error({ err }, 'the join API did not answer');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(502, {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
          });
          reply.raw.end(JSON.stringify({ status: 502, message: 'server.unavailable' }));
        } else reply.raw.destroy();
      });
      request.raw.pipe(upstream);
    };
    for (const prefix of ['/api', '/dev']) {
      scope.all(prefix, pass);
      scope.all(`${prefix}/*`, pass);
    }
  });
}
