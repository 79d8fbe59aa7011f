// Request metrics (metrics/metrics.ts): every answer's time by route pattern and status, and the
// refusals of rate limits by bucket. The registry is decorated first so the infrastructure
// plugins and the services can observe into it too.
import type { FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from '../metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyContextConfig {
    /** The per-IP limit's bucket name (plugins/rate-limits.ts perIp), for the refusal metric. */
    rateLimitBucket?: string;
  }
}

export function registerMetrics(app: FastifyInstance): void {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    // Paths no route matched are one series, so a scan of random URLs cannot add series.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429)
      metrics.rateLimitRefusals.inc({
        bucket: request.routeOptions.config?.rateLimitBucket ?? `${request.method} ${route}`,
      });
  });
}
