// External plugins first (CONVENTIONS.md Server): config, db, mailer, gateway, decorated on
// the root instance so every route sees the same ones.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { braintreeGateway, createBraintreeSdk, type BraintreeLike } from '../gateway/braintree-gateway';
import { timedGateway, type PaymentGateway } from '../gateway/gateway';
import { sandboxGateway, type SandboxGateway } from '../gateway/sandbox-gateway';
import { localMailbox, smtpMailer, type Mailer } from '../mail/mailer';
import { outboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../mail/outbox';
import { reportingTimeouts } from '../db/timeout-counting';
import { observedGateway, watchDatabase } from '../metrics/metrics';
import { metricsRepo } from '../repositories/metrics-repo';
import { tracedDatabase } from '../db/traced-database';
import { tracedGateway } from '../gateway/traced-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    /** Sends queued mail (mail/outbox.ts); started and stopped with the app (app.ts). */
    outbox: OutboxWorker;
    gateway: PaymentGateway;
    /** Present only in sandbox mode: the local card form's tokeniser. */
    sandbox: SandboxGateway | null;
  }
}

export interface InfrastructureOverrides {
  db?: Database;
  braintreeSdk?: BraintreeLike;
  mailer?: Mailer;
  outbox?: OutboxWorkerOptions;
}

export async function registerInfrastructure(
  app: FastifyInstance,
  config: AppConfig,
  overrides: InfrastructureOverrides = {},
): Promise<void> {
  app.decorate('config', config);
  const opened = overrides.db ?? (await openDatabase(config));
  if (!overrides.db) app.addHook('onClose', async () => opened.close());
  const db = tracedDatabase(
    reportingTimeouts(opened, () => app.metrics.statementTimeouts.inc()),
    app.tracing,
  );
  app.decorate('db', db);
  watchDatabase(app.metrics, metricsRepo(db), db);
  const mailer =
    overrides.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : localMailbox());
  app.decorate('mailer', mailer);
  const outbox = outboxWorker(
    {
      db,
      transport: mailer,
      log: app.log,
      onSendFailure: (kind) => app.metrics.mailSendFailures.inc({ kind }),
      tracing: app.tracing,
    },
    overrides.outbox,
  );
  app.decorate('outbox', outbox);
  const sandbox = config.sandbox ? sandboxGateway(db, config.sandboxFaults) : null;
  app.decorate('sandbox', sandbox);
  // Braintree runs whenever merchant keys are configured; the sandbox only without them.
  const gateway: PaymentGateway = config.braintree
    ? braintreeGateway(overrides.braintreeSdk ?? createBraintreeSdk(config.braintree), config.braintree)
    : (sandbox as SandboxGateway);
  // Every call to the gateway has a time limit (CONTRACTS#money-under-faults).
  app.decorate(
    'gateway',
    tracedGateway(observedGateway(timedGateway(gateway, config.gatewayTimeoutMs), app.metrics), app.tracing),
  );
}
