// Health of released remotes in visitors' browsers (docs/deploying.md "Health decides"): each page
// load's outcome per remote, and the figures the health job compares.
import type { Queryable } from '../db/database';
import type { ReleaseHealthBeacon } from '@join/schemas';

export interface HealthFigures {
  /** Page loads that used the version. */
  visits: number;
  /** Of them, those where it failed. */
  failed: number;
}

/** A canary under way: the remote, its canary and live versions and when the canary began. */
export interface CanaryUnderWay {
  remote: string;
  canary: string;
  live: string;
  since: Date;
}

export function releaseHealthRepo(db: Queryable) {
  return {
    /** One page load's outcome; a failure reported after a success of the same load replaces it. */
    async record(beacon: ReleaseHealthBeacon) {
      const failed = beacon.outcome === 'failed';
      await db.query(
        `insert into release_health (load_id, remote, version, failed, kind) values ($1, $2, $3, $4, $5)
         on conflict (load_id, remote) do update set failed = true, kind = excluded.kind
         where excluded.failed and not release_health.failed and release_health.version = excluded.version`,
        [beacon.load, beacon.remote, beacon.version, failed, failed ? (beacon.kind ?? 'error') : null],
      );
    },

    async figures(remote: string, version: string, since: Date): Promise<HealthFigures> {
      const [row] = await db.query<{ visits: number | string; failed: number | string }>(
        `select count(*) as visits, count(*) filter (where failed) as failed
           from release_health where remote = $1 and version = $2 and at >= $3`,
        [remote, version, since],
      );
      return { visits: Number(row?.visits ?? 0), failed: Number(row?.failed ?? 0) };
    },

    /** Every remote with a canary and a live version, with the time its canary began. */
    async canaries(): Promise<CanaryUnderWay[]> {
      const rows = await db.query<{ remote: string; canary: string; live: string; since: Date | string }>(
        `select l.remote, l.canary, l.live,
                (select max(e.at) from release_events e
                  where e.remote = l.remote and e.action = 'canary' and e.version = l.canary) as since
           from releases_live l
          where l.canary is not null and l.live is not null`,
      );
      return rows
        .filter((r) => r.since)
        .map((r) => ({ ...r, since: r.since instanceof Date ? r.since : new Date(r.since) }));
    },

    /** Rows older than `before` (they judge nothing any more), in one bounded batch. */
    async purge(before: Date, limit = 5000): Promise<number> {
      const rows = await db.query(
        `delete from release_health where ctid in (select ctid from release_health where at < $1 limit $2) returning 1`,
        [before, limit],
      );
      return rows.length;
    },
  };
}
export type ReleaseHealthRepo = ReturnType<typeof releaseHealthRepo>;
