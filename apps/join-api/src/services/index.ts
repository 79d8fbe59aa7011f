// App services, built once on top of the infrastructure plugins (CONVENTIONS.md Server order).
import type { FastifyInstance } from 'fastify';
import { accountService } from './account-service';
import { analyticsService } from './analytics-service';
import { activationCodeService } from './activation-code-service';
import { catalogueService } from './catalogue-service';
import { checkoutCore } from './checkout-core';
import { devInviteService } from './dev-invites';
import { idempotency } from './idempotency';
import { inviteService } from './invite-service';
import { invitePaymentService } from './invite-payment';
import { paymentSetupService } from './payment-setup-service';
import { pricingService } from './pricing-service';
import { professionalService } from './professional-service';
import { rateLimiter } from './rate-limiter';
import { registerAndPayService } from './register-and-pay';
import { registrationService } from './registration-service';
import { createRepos } from './repos';
import { readOutbox } from '../mail/outbox';

export function createServices(app: FastifyInstance) {
  const { db, config, outbox, gateway } = app;
  const repos = createRepos(db);
  const limiter = rateLimiter(repos.rateLimits);
  const pricing = pricingService(repos.catalogue, repos.codes);
  const core = checkoutCore({ pricing, codes: repos.codes, orders: repos.orders, gateway });
  const idempotent = idempotency(repos.idempotency);
  const registrations = registrationService(repos.registrations, repos.users, config.registrationTtlMinutes);
  const invites = inviteService({ db, repos, outbox, limiter, publicUrl: config.publicUrl, inviteTtlDays: config.inviteTtlDays });
  return {
    repos,
    limiter,
    pricing,
    registrations,
    invites,
    catalogue: catalogueService(repos.catalogue),
    registerAndPay: registerAndPayService({ db, repos, core, idempotent, registrations, outbox, config }),
    invitePayment: invitePaymentService({ db, repos, core, idempotent, invites, outbox }),
    accounts: accountService({ repos, limiter, config }),
    professionals: professionalService({ db, repos, outbox, casesUrl: `${config.publicUrl}${config.urls.proCases}`, publicUrl: config.publicUrl }),
    activationCodes: activationCodeService({ db, repos, gateway, outbox }),
    paymentSetup: paymentSetupService(gateway, app.sandbox),
    analytics: analyticsService(repos.analyticsEvents, limiter),
    /** Sandbox: the local mailbox, newest first. */
    mailbox: { read: () => readOutbox(db) },
    devInvites: devInviteService({ db, repos, publicUrl: config.publicUrl, inviteTtlDays: config.inviteTtlDays }),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
