// Security headers on every answer of the API (@join/http-security; pages get theirs from the page
// server), and `no-store` on API answers: they carry tokens and personal data.
import type { FastifyInstance } from 'fastify';
import { providerSources, registerSecurityHeaders as register } from '@join/http-security';
import type { AppConfig } from '../config/config';

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const providers = providerSources({
    braintree: !!config.braintree,
    segmentWriteKey: config.browserKeys.segmentWriteKey,
    mapsApiKey: config.browserKeys.mapsApiKey,
    affiliateScriptUrl: config.browserKeys.affiliateScriptUrl,
  });
  await register(app, { publicUrl: config.publicUrl, providers: () => providers });
  app.addHook('onSend', async (request, reply) => {
    // No cache keeps a copy unless the route chose a cache policy for public data itself.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
