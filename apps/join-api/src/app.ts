// buildApp(config): the join API as a Fastify instance, for main.ts and for the tests.
// Order (CONVENTIONS.md Server): infrastructure plugins, then services, then routes.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppConfig } from './config/config';
import { installBodyGuard } from './plugins/body-guard';
import { installErrorHandler } from './plugins/error-handler';
import { privateLogger } from './plugins/log-privacy';
import { registerInfrastructure, type InfrastructureOverrides } from './plugins/infrastructure';
import { registerOpenApi } from './plugins/openapi';
import { registerMetrics } from './plugins/metrics';
import { warnOnUntrustedProxy } from './plugins/proxy-warning';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { installZodSchemas } from './plugins/zod-schemas';
import { cspReportReadRoutes, cspReportRoutes } from './routes/csp-report-routes';
import { accountRoutes } from './routes/account-routes';
import { analyticsRoutes } from './routes/analytics-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { devRoutes } from './routes/dev-routes';
import { inviteRoutes } from './routes/invite-routes';
import { paymentRoutes } from './routes/payment-routes';
import { professionalRoutes } from './routes/professional-routes';
import { registrationRoutes } from './routes/registration-routes';
import { healthRoutes, installLifecycle } from './routes/health-routes';
import { systemRoutes } from './routes/system-routes';
import { releaseRoutes } from './routes/release-routes';
import { affiliateFrameRoutes } from './routes/affiliate-frame-routes';
import { createServices } from './services';
import { nameRequestSpan, startTracing, tracedServer, type Tracing } from '@join/telemetry';
import type { PaymentSettings } from './services/payments';
import type { AccountSettings } from './services/account-service';
import type { Clock } from './repositories/rate-limit-repo';

/** TRUST_PROXY=n: the n proxies nearest to us are trusted, the address before them is the client's. */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

declare module 'fastify' {
  interface FastifyInstance {
    /** Trace spans (@join/telemetry); null unless OTEL_EXPORTER_OTLP_ENDPOINT is set. */
    tracing: Tracing | null;
  }
}

export interface BuildOptions extends InfrastructureOverrides {
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Payment timings (tests shorten them). */
  payments?: Partial<PaymentSettings>;
  /** The clock of the rate-limit windows (tests move it instead of sleeping). */
  clock?: Clock;
  /** Account timings (tests that count login attempts shorten the growing delay). */
  accounts?: Partial<AccountSettings>;
}

export async function buildApp(config: AppConfig, overrides: BuildOptions = {}): Promise<FastifyInstance> {
  const tracing = startTracing('join-api');
  const app = Fastify({
    // The server Fastify would make, its requests inside trace spans when tracing is on.
    serverFactory: tracedServer(tracing),
    logger: config.logLevel === 'silent' ? false : privateLogger(config.logLevel, overrides.logStream),
    // Request ids come from a proxy's X-Request-Id when present, so logs join up across hops.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Off unless configured (TRUST_PROXY): trusting every X-Forwarded-For would let any client pick its IP.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    // A request must arrive whole within this time (slow clients do not hold a slot forever).
    requestTimeout: 30_000,
    // The router's own refusals (a path parameter past its length, a malformed URL) answer in the
    // contract's error shape, like every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply).status(status).send({
        status,
        message: error.code ?? 'bad.request',
        validationErrors: [{ field: 'path', text: 'validation:invalid' }],
      });
    },
  });
  app.decorate('tracing', tracing);
  if (tracing) {
    app.addHook('onRequest', async (request) =>
      nameRequestSpan(request.raw, request.method, request.routeOptions.url),
    );
    app.addHook('onClose', async () => tracing.flush());
  }
  installZodSchemas(app);
  installErrorHandler(app);
  installBodyGuard(app);
  warnOnUntrustedProxy(app, config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installLifecycle(app);
  registerMetrics(app);
  await registerSecurityHeaders(app, config);
  await registerInfrastructure(app, config, overrides);
  await registerRateLimits(app, overrides.clock);
  app.decorate('services', createServices(app, overrides.payments, {}, overrides.accounts));
  backgroundWork(app);

  await registerOpenApi(app, config.sandbox);
  await app.register(systemRoutes);
  await app.register(affiliateFrameRoutes);
  await app.register(healthRoutes);
  await app.register(registrationRoutes);
  await app.register(catalogueRoutes);
  await app.register(paymentRoutes);
  await app.register(inviteRoutes);
  await app.register(accountRoutes);
  await app.register(professionalRoutes);
  await app.register(analyticsRoutes);
  await app.register(cspReportRoutes);
  await app.register(cspReportReadRoutes);
  await app.register(releaseRoutes);
  if (config.sandbox) await app.register(devRoutes);
  return app;
}

/**
 * The outbox worker, the payment sweeper, the retention worker and the release health job run in
 * every copy. On close (SIGTERM, main.ts) new requests are already refused with 503; then the payments this copy is working on get up to
 * SHUTDOWN_TIMEOUT_MS to finish (a payment cut short stays reconcilable: its row and key are
 * durable), the workers stop, and only then does the database close (its onClose hook).
 */
function backgroundWork(app: FastifyInstance) {
  const { outbox, services, config } = app;
  app.addHook('onReady', async () => {
    outbox.start();
    services.paymentSweeper.start();
    services.retention.start();
    services.releaseHealth.start();
    services.finishLater.start();
  });
  // Once stopping, an answer ends its connection: a kept-alive socket that was busy when the server
  // closed would otherwise hold the stop open after its answer.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.stopping) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    const drained = await services.payments.drain(config.shutdownTimeoutMs);
    if (!drained) {
      app.log.warn(
        { inFlight: services.payments.inFlight },
        'stopping with payments in flight; they stay reconcilable (a retry or a sweeper settles them)',
      );
      // Their requests would keep the server open past the limit: cut them.
      app.server.closeAllConnections();
    }
    await services.paymentSweeper.stop();
    await services.retention.stop();
    await services.releaseHealth.stop();
    await services.finishLater.stop();
    await outbox.stop();
  });
}
