// App services, built once on top of the infrastructure plugins (CONVENTIONS.md Server order).
import { discountLinks } from './discount-links';
import type { FastifyInstance } from 'fastify';
import { accountService, type AccountSettings } from './account-service';
import { analyticsService } from './analytics-service';
import { activationCodeService } from './activation-code-service';
import { catalogueService } from './catalogue-service';
import { cardAttempts } from './card-attempts';
import { devInviteService } from './dev-invites';
import { inviteService } from './invite-service';
import { paymentSetupService } from './payment-setup-service';
import { pricingService } from './pricing-service';
import { professionalService } from './professional-service';
import { rateLimiter } from './rate-limiter';
import {
  checkoutCore,
  codesKind,
  codesPayment,
  defaultPaymentSettings,
  inviteKind,
  invitePayment,
  paymentService,
  paymentSweeper,
  registrationKind,
  registrationPayment,
  type PaymentSettings,
} from './payments';
import { registrationService } from './registration-service';
import { createRepos } from '../repositories';
import { retentionWorker } from './retention';
import { defaultFinishLaterSettings, finishLaterService, type FinishLaterSettings } from './finish-later';
import { retentionRepo } from '../repositories/retention-repo';
import { releaseHealthRepo } from '../repositories/release-health-repo';
import { releaseRegistry } from '../repositories/release-repo';
import { releaseHealthWorker } from './release-health';
import { readOutbox } from '../mail/outbox';
import type { CspReport } from '../repositories/system-repo';

export function createServices(
  app: FastifyInstance,
  paymentSettings: Partial<PaymentSettings> = {},
  finishLaterSettings: Partial<FinishLaterSettings> = {},
  accountSettings: Partial<AccountSettings> = {},
) {
  const { db, config, outbox, gateway } = app;
  const repos = createRepos(db);
  const limiter = rateLimiter(app.limitCounters, config.rateLimitFactor, app.log);
  const pricing = pricingService(repos.catalogue, repos.codes);
  const core = checkoutCore({ pricing });
  const payments = paymentService({
    db,
    repos,
    gateway,
    outbox,
    log: app.log,
    kinds: {
      registration: registrationKind({
        repos,
        publicUrl: config.publicUrl,
        inviteTtlDays: config.inviteTtlDays,
      }),
      invite: inviteKind({ repos }),
      activation_codes: codesKind({ repos }),
    },
    settings: { ...defaultPaymentSettings(config.gatewayTimeoutMs), ...paymentSettings },
    threeDSecure: { ukPayment: config.flags.UKPayment === 'Treatment' },
    onReconciled: (outcome, by) => app.metrics.reconciliations.inc({ outcome, by }),
  });
  const discounts = discountLinks(repos.catalogue, config.discountLinks.secret);
  const registrations = registrationService(
    repos.registrations,
    repos.users,
    config.registrationTtlMinutes,
    discounts,
    limiter,
  );
  const invites = inviteService({
    db,
    repos,
    outbox,
    limiter,
    publicUrl: config.publicUrl,
    inviteTtlDays: config.inviteTtlDays,
  });
  const attempts = cardAttempts({ limiter, log: app.log, breakerMax: config.declineBreakerMax });
  return {
    repos,
    limiter,
    cardAttempts: attempts,
    pricing,
    registrations,
    finishLater: finishLaterService({
      db,
      repos,
      registrations,
      outbox,
      limiter,
      publicUrl: config.publicUrl,
      log: app.log,
      settings: { ...defaultFinishLaterSettings(config.registrationTtlMinutes), ...finishLaterSettings },
    }),
    discounts,
    invites,
    catalogue: catalogueService(repos.catalogue),
    payments,
    paymentSweeper: paymentSweeper(payments, app.log, config.paymentSweepIntervalMs),
    retention: retentionWorker({ repo: retentionRepo(db), log: app.log, settings: config.retention }),
    releaseHealth: releaseHealthWorker({
      repo: releaseHealthRepo(db),
      leases: retentionRepo(db),
      registry: releaseRegistry(db),
      log: app.log,
      settings: config.releaseHealth,
    }),
    registerAndPay: registrationPayment({ repos, core, payments }),
    invitePayment: invitePayment({ repos, invites, core, payments }),
    accounts: accountService({ repos, limiter, config, settings: accountSettings }),
    professionals: professionalService({
      db,
      repos,
      outbox,
      casesUrl: `${config.publicUrl}${config.urls.proCases}`,
      publicUrl: config.publicUrl,
    }),
    activationCodes: {
      ...activationCodeService({ db, repos }),
      ...codesPayment({ repos, payments, cardAttempts: attempts }),
    },
    paymentSetup: paymentSetupService(gateway, app.sandbox),
    analytics: analyticsService(repos.analyticsEvents, limiter, {
      repo: repos.webVitals,
      observe: app.metrics.observeVital,
    }),
    /** Sandbox: the local mailbox, newest first. */
    mailbox: { read: () => readOutbox(db) },
    /** The database answers (health and readiness). */
    databaseAnswers: () => repos.system.ping(),
    cspReports: { store: (report: CspReport) => repos.system.insertCspReport(report) },
    devInvites: devInviteService({
      db,
      repos,
      publicUrl: config.publicUrl,
      inviteTtlDays: config.inviteTtlDays,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
