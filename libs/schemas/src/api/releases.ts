// The release registry's answers (docs/deploying.md "A team ships its remote alone"): what the
// page server reads to choose each visitor's remote builds, and what the release commands send
// and list through the operator API.
import { z } from 'zod';

/** The remotes a release can name (federation names). */
export const RELEASE_REMOTES = ['parentSignup', 'checkout', 'invite', 'proSignup'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/** A version id: sortable by time, made by the release command, never reused. */
export const releaseVersionSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,79}$/);

/** One published build, as the page server needs it. */
export const releaseBuildSchema = z.object({
  version: releaseVersionSchema,
  label: z.string().max(200).optional(),
  /** The browser build's mf-manifest.json (a path on the page server or an absolute URL). */
  browser: z.string().min(1).max(2000),
  server: z.string().min(1).max(2000).optional(),
  /** `sha384-<base64>` of the Node build's remoteEntry.js. */
  serverIntegrity: z.string().max(200).optional(),
  /** Each file of the browser build (relative to its mf-manifest.json) to `sha384-<base64>`. */
  integrity: z.record(z.string(), z.string()),
  /** The pages the build serves (full paths under /app/join/), which the route table adds to the spec's. */
  routes: z.array(z.string().max(200)).max(50).optional(),
});
export type ReleaseBuild = z.infer<typeof releaseBuildSchema>;

/** Per remote: the live build, a canary with its share of new visitors, and builds that pinned journeys may still use. */
export const releasesLiveSchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      live: releaseBuildSchema.optional(),
      canary: releaseBuildSchema.extend({ percent: z.number().int().min(1).max(99) }).optional(),
      kept: z.array(releaseBuildSchema),
    }),
  ),
});
export type ReleasesLive = z.infer<typeof releasesLiveSchema>;

export const publishReleaseSchema = releaseBuildSchema.extend({
  remote: z.enum(RELEASE_REMOTES),
  commit: z.string().max(80).optional(),
  note: z.string().max(500).optional(),
  actor: z.string().trim().min(1).max(100),
  routes: z.array(z.string().max(200)).max(50).default([]),
  /** Why validation refused it; a refused version is recorded and never made live. */
  refused: z.string().max(2000).optional(),
});

export const releaseChangeSchema = z.object({
  actor: z.string().trim().min(1).max(100),
  reason: z.string().max(500).optional(),
  /**
   * With `live`: the version; with `rollback`: the version to go back to (else the previous one);
   * with `abort`: the canary meant (refused when another is the canary by then).
   */
  version: releaseVersionSchema.optional(),
  /** With `live`: a share of new visitors for a canary. */
  canaryPercent: z.number().int().min(1).max(99).optional(),
});

export const releaseListItemSchema = z.object({
  remote: z.string(),
  version: z.string(),
  commit: z.string().nullable(),
  label: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  state: z.string(),
});
export const releaseListSchema = z.object({ releases: z.array(releaseListItemSchema) });
export const releaseChangedSchema = z.object({
  remote: z.string(),
  live: z.string().nullable(),
  canary: z.string().nullable(),
  canaryPercent: z.number().nullable(),
});

/**
 * Health of a released remote in visitors' browsers (docs/deploying.md "Health decides"): one page
 * load's outcome for one remote it used. `load` is a random id of that page load alone (made anew
 * at each load, never stored in the browser), so a load that first reported the remote loaded and
 * then failed counts once, as failed; nothing in it names or follows a visitor.
 */
export const RELEASE_HEALTH_ENDPOINT = '/api/releases/health';
export const RELEASE_HEALTH_OUTCOMES = ['loaded', 'failed'] as const;
/** What failed: the remote's files did not load, it threw while rendering, or one of its scripts threw later. */
export const RELEASE_FAILURE_KINDS = ['load', 'render', 'error'] as const;
export const releaseHealthBeaconSchema = z.strictObject({
  load: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  remote: z.enum(RELEASE_REMOTES),
  version: releaseVersionSchema,
  outcome: z.enum(RELEASE_HEALTH_OUTCOMES),
  kind: z.enum(RELEASE_FAILURE_KINDS).optional(),
});
export type ReleaseHealthBeacon = z.infer<typeof releaseHealthBeaconSchema>;
