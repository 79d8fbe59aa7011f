// GET /api/health and GET /api/config (docs/CONTRACTS.md): flags and URLs the shell reads.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigSchema, healthResponseSchema } from '@join/schemas';
import { responses } from './route-helpers';

/** What the browser is told about the configuration (also inlined in server-rendered pages). */
export function browserConfig(app: FastifyInstance) {
  const { config } = app;
  return {
    sandbox: config.sandbox,
    flags: config.flags,
    urls: config.urls,
    supportChat: config.flags.SupportChat === 'Treatment',
    usernameAtSign: config.usernameAtSign,
    paymentProvider: app.gateway.provider,
    // Segment is used only when a write key is configured (CONTRACTS#analytics-and-discount-links); maps and the affiliate
    // script likewise (spec §2). Absent keys are left out.
    ...(config.browserKeys.segmentWriteKey
      ? { analytics: { segmentWriteKey: config.browserKeys.segmentWriteKey } }
      : {}),
    ...(config.browserKeys.mapsApiKey ? { mapsApiKey: config.browserKeys.mapsApiKey } : {}),
    ...(config.browserKeys.affiliateScriptUrl
      ? { affiliateScriptUrl: config.browserKeys.affiliateScriptUrl }
      : {}),
  };
}

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        response: responses({ 200: healthResponseSchema }, []),
      },
    },
    async () => {
      await app.services.databaseAnswers();
      return { status: 'ok' as const, database: app.db.kind };
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        operationId: 'getConfig',
        tags: ['system'],
        response: responses({ 200: appConfigSchema }, []),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return browserConfig(app);
    },
  );
};
