// Starts the page server for a test, listening on a free port, in front of a stand-in join API
// (a plain HTTP server answering /api/config, /api/lookups/* and whatever a test adds), so what the
// page server asks the API for goes through real HTTP.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildPageServer } from '../app';
import { loadPageServerConfig } from '../config';

// content-disposition 3 is ESM only, which Jest's module runtime cannot load; @fastify/static uses
// it only for reply.download(), which the page server never calls.
// A page server and its stand-in API start in well under a second on a quiet machine, but a
// loaded CI machine may take several (the default hook limit is 5 s).
jest.setTimeout(60_000);

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

export const API_CONFIG = {
  sandbox: true,
  flags: { GROW872: 'Treatment' },
  urls: {
    login: '/app/join/login',
    legacyHome: '/',
    accountBilling: '/a',
    terms: '/t',
    privacy: '/p',
    help: '/h',
    contact: '/c',
    proCases: '/pc',
    passwordRetrieval: '/pr',
  },
  supportChat: true,
  paymentProvider: 'sandbox',
};

/** The lists the stand-in API gives, by name and language. */
export const listOf = (name: string, lang: string) => [{ value: `${name}-1`, label: `${name} ${lang}` }];

export interface StandInApi {
  url: string;
  /** Requests it answered, as "METHOD path". */
  seen: string[];
  /** Replaces the answer to GET /api/config. */
  config: Record<string, unknown>;
  close(): Promise<void>;
}

export async function startStandInApi(
  extra?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<StandInApi> {
  const api: Omit<StandInApi, 'url' | 'close'> = { seen: [], config: API_CONFIG };
  const server: Server = createServer((req, res) => {
    api.seen.push(`${req.method} ${req.url}`);
    if (extra?.(req, res)) return;
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/config') return json(200, api.config);
    const lookup = /^\/api\/lookups\/([a-z-]+)$/.exec(req.url ?? '');
    if (lookup) return json(200, { items: listOf(lookup[1], String(req.headers['accept-language'])) });
    return json(404, { status: 404, message: 'not.found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(api, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export interface TestPageServer {
  app: FastifyInstance;
  api: StandInApi;
  baseUrl: string;
  call(options: {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }): Promise<{ status: number; text: string; headers: Record<string, string>; body: any }>;
  close(): Promise<void>;
}

export async function startPageServer(
  env: Record<string, string>,
  options: { logStream?: { write(line: string): void }; api?: StandInApi } = {},
): Promise<TestPageServer> {
  const api = options.api ?? (await startStandInApi());
  const config = loadPageServerConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    API_URL: api.url,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const app = await buildPageServer(config, { logStream: options.logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    api,
    baseUrl,
    call: async ({ url, method = 'GET', headers = {}, body }) => {
      const res = await fetch(`${baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: res.status, text, headers: Object.fromEntries(res.headers.entries()), body: parsed };
    },
    close: async () => {
      await app.close();
      if (!options.api) await api.close();
    },
  };
}
