// Health decides (docs/deploying.md "Health decides"): browsers report, per page load, whether each
// released remote they used loaded and ran or failed. Every copy ticks; the copy that takes the
// shared lease compares each canary's failure rate with the live version's over the same time (since
// the canary began) and ends a canary that is clearly worse, in one audited transaction (who:
// "health", why: the figures), with an OPERATOR: log line. New page loads then get the live version.
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DAY } from '@join/domain';
import { every } from '../lib/every';
import type { ReleaseRegistry } from '../repositories/release-repo';
import { HEALTH_ACTOR } from '../repositories/release-repo';
import type { HealthFigures, ReleaseHealthRepo } from '../repositories/release-health-repo';
import type { RetentionRepo } from '../repositories/retention-repo';
import { ApiError } from '../lib/api-error';

export interface ReleaseHealthSettings {
  /** How often the copies look (RELEASE_HEALTH_INTERVAL_MS). */
  intervalMs: number;
  /** Page loads of the canary needed before it is judged at all (RELEASE_HEALTH_MIN_VISITS). */
  minVisits: number;
  /** How far above the live version's failure rate the canary's must be, as a fraction (RELEASE_HEALTH_MARGIN). */
  margin: number;
  /** The one-sided z the difference must reach (RELEASE_HEALTH_Z; 2.33 is about a 1 % false alarm). */
  z: number;
}

export const defaultReleaseHealthSettings: ReleaseHealthSettings = {
  intervalMs: 30_000,
  minVisits: 40,
  margin: 0.05,
  z: 2.33,
};

export interface Verdict {
  rollBack: boolean;
  /** The two-proportion z statistic (0 when it cannot be computed). */
  z: number;
  /** "7/40 failed vs 0/120" */
  figures: string;
}

/**
 * The rule, a one-sided two-proportion z-test with a floor on the sample and on the effect:
 * - fewer than `minVisits` canary page loads: no verdict (a handful of loads proves nothing);
 * - the canary's failure rate must exceed the live version's by at least `margin` (a difference
 *   too small to matter to visitors is not worth a rollback, however certain);
 * - and the difference must be significant: z = (pC - pL) / sqrt(p (1 - p) (1/nC + 1/nL)), with p
 *   the pooled rate, at least `z`. With no live page loads, or no failures at all, z is 0: the
 *   canary is never judged against nothing.
 * A false alarm costs little (the canary ends, the live version keeps serving); a missed one costs
 * the canary's share of visitors, so the defaults lean to acting once the sample is enough.
 */
export function judge(
  canary: HealthFigures,
  live: HealthFigures,
  settings: Pick<ReleaseHealthSettings, 'minVisits' | 'margin' | 'z'>,
): Verdict {
  const figures = `${canary.failed}/${canary.visits} failed vs ${live.failed}/${live.visits}`;
  if (canary.visits < settings.minVisits || live.visits === 0) return { rollBack: false, z: 0, figures };
  const pC = canary.failed / canary.visits;
  const pL = live.failed / live.visits;
  const pooled = (canary.failed + live.failed) / (canary.visits + live.visits);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / canary.visits + 1 / live.visits));
  const z = se > 0 ? (pC - pL) / se : 0;
  return { rollBack: pC - pL >= settings.margin && z >= settings.z, z, figures };
}

export interface HealthRollback {
  remote: string;
  version: string;
  live: string;
  reason: string;
}

/** Reports older than this judge no canary any more. */
const KEEP_DAYS = 7;
const LEASE = 'release-health';

export function releaseHealthWorker(deps: {
  repo: ReleaseHealthRepo;
  leases: Pick<RetentionRepo, 'takeLease'>;
  registry: Pick<ReleaseRegistry, 'change'>;
  log: FastifyBaseLogger;
  settings: ReleaseHealthSettings;
}) {
  const { repo, leases, registry, log, settings } = deps;
  const holder = randomUUID();

  /** Judges every canary now and ends those clearly worse than their live version. */
  async function check(): Promise<HealthRollback[]> {
    const done: HealthRollback[] = [];
    for (const c of await repo.canaries()) {
      const verdict = judge(
        await repo.figures(c.remote, c.canary, c.since),
        await repo.figures(c.remote, c.live, c.since),
        settings,
      );
      if (!verdict.rollBack) continue;
      const reason = `${verdict.figures} (z ${verdict.z.toFixed(2)})`;
      try {
        // Names the canary judged: a canary begun or ended since is left alone.
        await registry.change(c.remote, 'abort', { actor: HEALTH_ACTOR, reason, version: c.canary });
      } catch (err) {
        if (err instanceof ApiError && err.httpStatus === 409) continue;
        throw err;
      }
      log.warn(
        { remote: c.remote, version: c.canary, live: c.live, reason },
        `OPERATOR: release canary ${c.remote}@${c.canary} rolled back by health: ${reason}; new visitors get ${c.live}`,
      );
      done.push({ remote: c.remote, version: c.canary, live: c.live, reason });
    }
    await repo.purge(new Date(Date.now() - KEEP_DAYS * DAY));
    return done;
  }

  /** One tick: check() when this copy takes the lease; undefined when another copy holds it. */
  async function tick(): Promise<HealthRollback[] | undefined> {
    if (!(await leases.takeLease(LEASE, holder, settings.intervalMs))) return undefined;
    return check();
  }

  return {
    check,
    tick,
    ...every(settings.intervalMs, tick, (err) =>
      log.warn({ err }, 'release health check failed; it runs again at the next tick'),
    ),
  };
}
export type ReleaseHealthWorker = ReturnType<typeof releaseHealthWorker>;
