// Every repository over one database handle.
import type { Queryable } from '../db/database';
import { analyticsEventsRepo } from '../repositories/analytics-events-repo';
import { activationCodesRepo } from '../repositories/activation-codes-repo';
import { catalogueRepo } from '../repositories/catalogue-repo';
import { cachedCatalogue, catalogueVersion } from './catalogue-cache';
import { idempotencyRepo } from '../repositories/idempotency-repo';
import { ordersRepo } from '../repositories/orders-repo';
import { paymentsRepo } from '../repositories/payments-repo';
import { registrationsRepo } from '../repositories/registrations-repo';
import { tokensRepo } from '../repositories/tokens-repo';
import { usersRepo } from '../repositories/users-repo';
import { systemRepo } from '../repositories/system-repo';
import { webVitalsRepo } from '../repositories/web-vitals-repo';

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
