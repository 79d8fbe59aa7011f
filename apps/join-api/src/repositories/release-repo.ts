// The release registry (docs/deploying.md "A team ships its remote alone"): published versions are
// written once; each change of what is live for a remote is one transaction that moves its row in
// releases_live and writes the audit line (who, when, why) beside it, so every copy of the product
// reads the same answer at its next page load.
import type { Database, Queryable } from '../db/database';
import { conflict, notFound } from '../lib/api-error';
import type { ReleaseBuild, ReleasesLive } from '@join/schemas';
import {
  build,
  iso,
  type ChangeAction,
  type ChangeInput,
  type LiveRow,
  type PublishInput,
  type ReleaseRow,
} from './release-rows';

export type { ChangeAction, ChangeInput, PublishInput } from './release-rows';

/** Who the automatic rollback of an unhealthy canary is recorded as (services/release-health.ts). */
export const HEALTH_ACTOR = 'health';

/** A version replaced by a release or a promote keeps being served to journeys that started on it for this long. */
export const KEPT_FOR_MINUTES = 60;

export function releaseRegistry(db: Database) {
  const release = async (q: Queryable, remote: string, version: string) => {
    const [row] = await q.query<ReleaseRow & Record<string, unknown>>(
      'select * from releases where remote = $1 and version = $2',
      [remote, version],
    );
    if (!row) throw notFound('release.version.unknown');
    if (row.refused) throw conflict('release.version.refused');
    return row;
  };

  /** The versions that were live before, newest first (the rollback targets). */
  const previousLive = async (q: Queryable, remote: string) =>
    (
      await q.query<{ replaced: string }>(
        `select replaced from release_events where remote = $1 and action in ('live', 'promote', 'rollback') and replaced is not null order by id desc`,
        [remote],
      )
    ).map((r) => r.replaced);

  return {
    async publish(input: PublishInput) {
      await db.transaction(async (tx) => {
        const taken = await tx.query('select 1 from releases where version = $1', [input.version]);
        if (taken.length) throw conflict('release.version.taken');
        await tx.query(
          `insert into releases (version, remote, git_commit, label, note, created_by, browser, server, server_integrity, integrity, routes, refused)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            input.version,
            input.remote,
            input.commit ?? null,
            input.label ?? null,
            input.note ?? null,
            input.actor,
            input.browser,
            input.server ?? null,
            input.serverIntegrity ?? null,
            JSON.stringify(input.integrity),
            JSON.stringify(input.routes),
            input.refused ?? null,
          ],
        );
        await tx.query(
          'insert into release_events (remote, action, version, actor, reason) values ($1, $2, $3, $4, $5)',
          [
            input.remote,
            input.refused ? 'refuse' : 'publish',
            input.version,
            input.actor,
            input.refused ?? input.note ?? null,
          ],
        );
      });
    },

    /** One change of what is live for a remote, in one transaction with its audit line. */
    async change(remote: string, action: ChangeAction, input: ChangeInput) {
      return db.transaction(async (tx) => {
        await tx.query('insert into releases_live (remote) values ($1) on conflict (remote) do nothing', [
          remote,
        ]);
        const [now] = await tx.query<LiveRow & Record<string, unknown>>(
          'select remote, live, canary, canary_percent from releases_live where remote = $1 for update',
          [remote],
        );
        let next = { live: now.live, canary: now.canary, canaryPercent: now.canary_percent };
        let event: { action: string; version: string | null; replaced: string | null };
        if (action === 'live') {
          if (!input.version) throw conflict('release.version.missing');
          await release(tx, remote, input.version);
          if (input.canaryPercent) {
            if (input.version === now.live) throw conflict('release.canary.isLive');
            next = { ...next, canary: input.version, canaryPercent: input.canaryPercent };
            event = { action: 'canary', version: input.version, replaced: now.canary };
          } else {
            next = { live: input.version, canary: null, canaryPercent: null };
            event = {
              action: 'live',
              version: input.version,
              replaced: now.live === input.version ? null : now.live,
            };
          }
        } else if (action === 'promote') {
          if (!now.canary) throw conflict('release.canary.none');
          next = { live: now.canary, canary: null, canaryPercent: null };
          event = { action: 'promote', version: now.canary, replaced: now.live };
        } else if (action === 'abort') {
          if (!now.canary) throw conflict('release.canary.none');
          // A caller that names the canary it judged ends that canary only, never one begun since.
          if (input.version && input.version !== now.canary) throw conflict('release.canary.changed');
          next = { ...next, canary: null, canaryPercent: null };
          event = { action: 'abort', version: now.live, replaced: now.canary };
        } else {
          const target = input.version ?? (await previousLive(tx, remote)).find((v) => v !== now.live);
          if (!target) throw conflict('release.rollback.nothing');
          await release(tx, remote, target);
          next = { live: target, canary: null, canaryPercent: null };
          event = { action: 'rollback', version: target, replaced: now.live };
        }
        await tx.query(
          'update releases_live set live = $2, canary = $3, canary_percent = $4, changed_at = now() where remote = $1',
          [remote, next.live, next.canary, next.canaryPercent],
        );
        await tx.query(
          'insert into release_events (remote, action, version, replaced, actor, reason) values ($1, $2, $3, $4, $5, $6)',
          [remote, event.action, event.version, event.replaced, input.actor, input.reason ?? null],
        );
        // A rollback or an abort takes the version away from everyone; so does a canary replaced by another.
        return { remote, live: next.live, canary: next.canary, canaryPercent: next.canaryPercent };
      });
    },

    /** One published (not refused) build, for a preview. */
    async build(remote: string, version: string): Promise<ReleaseBuild> {
      return build(await release(db, remote, version));
    },

    /** What each remote serves now, for the page server. */
    async live(): Promise<ReleasesLive> {
      const rows = await db.query<LiveRow & Record<string, unknown>>(
        'select remote, live, canary, canary_percent from releases_live',
      );
      // Versions replaced by a release or a promote within the hour, unless a rollback or abort since took them away.
      const kept = await db.query<{ remote: string; replaced: string }>(
        `select distinct e.remote, e.replaced from release_events e
          where e.action in ('live', 'promote') and e.replaced is not null and e.at > now() - make_interval(mins => $1)
            and not exists (select 1 from release_events later where later.remote = e.remote and later.id > e.id
                             and later.action in ('rollback', 'abort') and later.replaced = e.replaced)`,
        [KEPT_FOR_MINUTES],
      );
      const wanted = [
        ...new Set(
          [...rows.flatMap((r) => [r.live, r.canary]), ...kept.map((k) => k.replaced)].filter(
            (v): v is string => Boolean(v),
          ),
        ),
      ];
      const builds = new Map<string, ReleaseBuild>();
      if (wanted.length)
        for (const row of await db.query<ReleaseRow & Record<string, unknown>>(
          'select * from releases where version = any($1)',
          [wanted],
        ))
          builds.set(row.version, build(row));
      const remotes: ReleasesLive['remotes'] = {};
      for (const row of rows) {
        const live = row.live ? builds.get(row.live) : undefined;
        const canary = row.canary ? builds.get(row.canary) : undefined;
        remotes[row.remote] = {
          ...(live ? { live } : {}),
          ...(canary && row.canary_percent ? { canary: { ...canary, percent: row.canary_percent } } : {}),
          kept: kept
            .filter((k) => k.remote === row.remote && k.replaced !== row.live && k.replaced !== row.canary)
            .flatMap((k) => builds.get(k.replaced) ?? []),
        };
      }
      return { remotes };
    },

    /** Every version (of one remote), newest first, with its state now. */
    async list(remote?: string) {
      const rows = await db.query<ReleaseRow & Record<string, unknown>>(
        `select * from releases ${remote ? 'where remote = $1' : ''} order by created_at desc, version desc`,
        remote ? [remote] : [],
      );
      const live = new Map(
        (
          await db.query<LiveRow & Record<string, unknown>>(
            'select remote, live, canary, canary_percent from releases_live',
          )
        ).map((r) => [r.remote, r]),
      );
      // A canary the health job ended says so, with its figures.
      const endedByHealth = new Map(
        (
          await db.query<{ replaced: string; reason: string | null }>(
            `select replaced, reason from release_events where action = 'abort' and actor = $1 and replaced is not null order by id`,
            [HEALTH_ACTOR],
          )
        ).map((r) => [r.replaced, r.reason ?? '']),
      );
      const wasLive = new Set(
        (
          await db.query<{ replaced: string }>(
            `select distinct replaced from release_events where replaced is not null and action in ('live', 'promote', 'rollback')`,
          )
        ).map((r) => r.replaced),
      );
      return rows.map((row) => {
        const now = live.get(row.remote);
        const state = row.refused
          ? `refused: ${row.refused}`
          : now?.live === row.version
            ? 'live'
            : now?.canary === row.version
              ? `canary ${now.canary_percent} %`
              : endedByHealth.has(row.version)
                ? `rolled back by ${HEALTH_ACTOR}: ${endedByHealth.get(row.version)}`
                : wasLive.has(row.version)
                  ? 'previous'
                  : 'published';
        return {
          remote: row.remote,
          version: row.version,
          commit: row.git_commit,
          label: row.label,
          note: row.note,
          createdBy: row.created_by,
          createdAt: iso(row.created_at),
          state,
        };
      });
    },

    /** The audit trail of one remote, oldest first. */
    async events(remote: string) {
      return db.query<{
        action: string;
        version: string | null;
        replaced: string | null;
        actor: string;
        reason: string | null;
        at: Date | string;
      }>(
        'select action, version, replaced, actor, reason, at from release_events where remote = $1 order by id',
        [remote],
      );
    },
  };
}
export type ReleaseRegistry = ReturnType<typeof releaseRegistry>;
