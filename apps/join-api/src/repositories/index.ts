// Every repository over one database handle.
import type { Queryable } from '../db/database';
import { analyticsEventsRepo } from './analytics-events-repo';
import { activationCodesRepo } from './activation-codes-repo';
import { catalogueRepo } from './catalogue-repo';
import { cachedCatalogue, catalogueVersion } from '../services/catalogue-cache';
import { idempotencyRepo } from './idempotency-repo';
import { ordersRepo } from './orders-repo';
import { paymentsRepo } from './payments-repo';
import { registrationsRepo } from './registrations-repo';
import { tokensRepo } from './tokens-repo';
import { usersRepo } from './users-repo';
import { systemRepo } from './system-repo';
import { webVitalsRepo } from './web-vitals-repo';

/** The limit counters are not here: they may live outside the database (plugins/rate-limits.ts). */
export function createRepos(db: Queryable) {
  return {
    users: usersRepo(db),
    registrations: registrationsRepo(db),
    catalogue: cachedCatalogue(catalogueRepo(db), catalogueVersion(db)),
    orders: ordersRepo(db),
    codes: activationCodesRepo(db),
    tokens: tokensRepo(db),
    idempotency: idempotencyRepo(db),
    payments: paymentsRepo(db),
    analyticsEvents: analyticsEventsRepo(db),
    webVitals: webVitalsRepo(db),
    system: systemRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
