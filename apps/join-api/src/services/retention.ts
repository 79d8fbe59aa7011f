// Data lifecycle (docs/privacy.md): one copy at a time, chosen by a lease in the shared
// database, removes personal data past its retention period. Every copy ticks; the copy that
// takes the lease runs, the others find it held and wait for the next tick.
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { RetentionRepo } from '../repositories/retention-repo';
import { DAY } from '@join/domain';
import { every } from '../lib/every';

export interface RetentionSettings {
  unpaidRegistrationDays: number;
  mailBodyDays: number;
  analyticsDays: number;
  cspReportDays: number;
  intervalMs: number;
}

export interface RetentionOutcome {
  registrations: number;
  mailBodies: number;
  analyticsEvents: number;
  webVitals: number;
  cspReports: number;
}

const BATCH = 500;
/** A run stops after this many batches per kind and carries on at the next tick. */
const MAX_BATCHES = 20;
const LEASE = 'retention';

async function inBatches(step: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await step(BATCH);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}

export function retentionWorker(deps: {
  repo: RetentionRepo;
  log: FastifyBaseLogger;
  settings: RetentionSettings;
}) {
  const { repo, log, settings } = deps;
  const holder = randomUUID();
  const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

  /** Removes what is past its period as of `now`, whoever holds the lease. */
  async function purge(now = new Date()): Promise<RetentionOutcome> {
    const outcome = {
      registrations: await inBatches((n) =>
        repo.deleteUnpaidRegistrations(before(now, settings.unpaidRegistrationDays), n),
      ),
      mailBodies: await inBatches((n) => repo.dropSentMailBodies(before(now, settings.mailBodyDays), n)),
      analyticsEvents: await inBatches((n) =>
        repo.deleteAnalyticsEvents(before(now, settings.analyticsDays), n),
      ),
      // Field data is analytics: it ages out with the events.
      webVitals: await inBatches((n) => repo.deleteWebVitals(before(now, settings.analyticsDays), n)),
      cspReports: await inBatches((n) => repo.deleteCspReports(before(now, settings.cspReportDays), n)),
    };
    if (Object.values(outcome).some((n) => n > 0))
      log.info({ retention: outcome }, 'removed personal data past its retention period');
    return outcome;
  }

  /** One tick: runs purge() when this copy takes the lease; undefined when another copy holds it. */
  async function tick(now = new Date()): Promise<RetentionOutcome | undefined> {
    // The lease lasts one interval, so the copies between them run the purge about once per interval.
    if (!(await repo.takeLease(LEASE, holder, settings.intervalMs))) return undefined;
    return purge(now);
  }

  return {
    purge,
    tick,
    ...every(settings.intervalMs, tick, (err) =>
      log.warn({ err }, 'retention run failed; it runs again at the next tick'),
    ),
  };
}
export type RetentionWorker = ReturnType<typeof retentionWorker>;
