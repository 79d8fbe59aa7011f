// External plugins first (CONVENTIONS.md Server): config, db, mailer, gateway, decorated on
// the root instance so every route sees the same ones.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { braintreeGateway, createBraintreeSdk, type BraintreeLike } from '../gateway/braintree-gateway';
import type { PaymentGateway } from '../gateway/gateway';
import { sandboxGateway, type SandboxGateway } from '../gateway/sandbox-gateway';
import { outboxMailer, smtpMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    gateway: PaymentGateway;
    /** Present only in sandbox mode: the local card form's tokeniser. */
    sandbox: SandboxGateway | null;
  }
}

export interface InfrastructureOverrides {
  db?: Database;
  braintreeSdk?: BraintreeLike;
  mailer?: Mailer;
}

export async function registerInfrastructure(app: FastifyInstance, config: AppConfig, overrides: InfrastructureOverrides = {}): Promise<void> {
  app.decorate('config', config);
  const db = overrides.db ?? (await openDatabase(config));
  app.decorate('db', db);
  if (!overrides.db) app.addHook('onClose', async () => db.close());
  app.decorate('mailer', overrides.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db)));
  const sandbox = config.sandbox ? sandboxGateway(db) : null;
  app.decorate('sandbox', sandbox);
  // Braintree runs whenever merchant keys are configured; the sandbox only without them.
  const gateway: PaymentGateway = config.braintree
    ? braintreeGateway(overrides.braintreeSdk ?? createBraintreeSdk(config.braintree), config.braintree)
    : (sandbox as SandboxGateway);
  app.decorate('gateway', gateway);
}
