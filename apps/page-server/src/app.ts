// buildPageServer(config): the page server as a Fastify instance, for main.ts and the tests. It
// serves every /app/join page and file; the join API serves /api/* (docs/first-screen.md).
import Fastify, { type FastifyInstance } from 'fastify';
import { nameRequestSpan, startTracing, tracedServer } from '@join/telemetry';
import { apiFacts, type ApiFacts } from './api-facts';
import { apiProxy } from './api-proxy';
import type { PageServerConfig } from './config';
import { pages } from './pages';
import { remotesManifestReader } from '@join/remotes-manifest';
import { registerSecurityHeaders } from './security-headers';
import { staticFiles } from './static-files';

export interface BuildOptions {
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  facts?: ApiFacts;
}

export async function buildPageServer(
  config: PageServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const tracing = startTracing('join-page-server');
  const app = Fastify({
    // The server Fastify would make, its requests inside trace spans when tracing is on.
    serverFactory: tracedServer(tracing),
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy:
      config.trustProxy === false
        ? false
        : (_address: string, hop: number) => hop < (config.trustProxy as number),
    requestTimeout: 30_000,
  });
  if (tracing) {
    app.addHook('onRequest', async (request) =>
      nameRequestSpan(request.raw, request.method, request.routeOptions.url),
    );
    app.addHook('onClose', async () => tracing.flush());
  }
  const facts = options.facts ?? apiFacts(config.apiUrl, (message, err) => app.log.warn({ err }, message));
  // The first page's CSP names the providers the API's configuration turns on: read it before listening.
  app.addHook('onReady', async () => void (await facts.config()));
  // API answers pass through with the API's own headers; only pages and files get these.
  if (config.proxyApi) await apiProxy(app, config.apiUrl);
  // One reader of the remotes manifest for the pages and the CSP: one rule for when it is read again.
  const manifest = remotesManifestReader(config.remotesManifest);
  await app.register(async (scope) => {
    await registerSecurityHeaders(scope, config, {
      browserConfig: () => facts.latestConfig(),
      remoteOrigins: () => manifest.origins(),
    });
    await staticFiles(scope, config.distDir, config.releaseStore);
    await pages(scope, { ...config, facts, manifest });
  });
  return app;
}
