// The release registry over HTTP (docs/deploying.md "A team ships its remote alone"):
// GET /api/releases/live is what the page server reads to choose each visitor's remote builds (the
// builds' public addresses and hashes, nothing more); /api/operator/releases/* is what the release
// commands call, with the operator's bearer token (OPERATOR_TOKEN, or on the embedded database a
// token this copy keeps in DATA_DIR/operator-token, readable by the data folder's owner only).
// OPERATOR_READ_TOKEN, when set, reads the operator API and changes nothing: a scheduled check
// holds a key that cannot release or roll back.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RELEASE_REMOTES,
  releaseBuildSchema,
  releaseVersionSchema,
  publishReleaseSchema,
  releaseChangeSchema,
  releaseChangedSchema,
  releaseListSchema,
  releasesLiveSchema,
  RELEASE_HEALTH_ENDPOINT,
  releaseHealthBeaconSchema,
} from '@join/schemas';
import type { AppConfig } from '../config/config';
import { forbidden, notFound, unauthorized } from '../lib/api-error';
import { releaseRegistry } from '../repositories/release-repo';
import { releaseHealthRepo } from '../repositories/release-health-repo';
import { perIp } from '../plugins/rate-limits';
import { parseAsJson, responses } from './route-helpers';

export const OPERATOR_TOKEN_FILE = 'operator-token';

/** The operator's token: configured, or the embedded database's own (made once, kept beside the data). */
export function operatorToken(
  config: Pick<AppConfig, 'operatorToken' | 'databaseUrl' | 'dataDir'>,
): string | undefined {
  if (config.operatorToken) return config.operatorToken;
  if (config.databaseUrl) return undefined;
  if (config.dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = join(config.dataDir, OPERATOR_TOKEN_FILE);
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A preview lasts a working session; the token names one version of one remote. */
const PREVIEW_HOURS = 8;

/** `<payload>.<hmac>`: the remote, the version and the expiry, signed with the operator's token. */
export function previewToken(secret: string, remote: string, version: string, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ r: remote, v: version, e: expiresAt })).toString('base64url');
  return `${payload}.${createHmac('sha256', `preview:${secret}`).update(payload).digest('base64url')}`;
}

export function readPreviewToken(
  secret: string | undefined,
  token: string,
  now = Date.now(),
): { remote: string; version: string } | undefined {
  const [payload, mac] = token.split('.');
  if (!secret || !payload || !mac) return undefined;
  const expected = createHmac('sha256', `preview:${secret}`).update(payload).digest('base64url');
  if (!sameToken(mac, expected)) return undefined;
  try {
    const { r, v, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      r: unknown;
      v: unknown;
      e: unknown;
    };
    return typeof r === 'string' && typeof v === 'string' && typeof e === 'number' && e > now
      ? { remote: r, version: v }
      : undefined;
  } catch {
    return undefined;
  }
}

const remoteParam = z.object({ remote: z.enum(RELEASE_REMOTES) });
export const operatorHeaders = z.looseObject({
  authorization: z.string().max(300).optional().describe("Bearer <the operator's token>"),
});

/** One token per running app: on memory:// each call of operatorToken would make another. */
const tokens = new WeakMap<AppConfig, string | undefined>();
const tokenOf = (config: AppConfig) => {
  if (!tokens.has(config)) tokens.set(config, operatorToken(config));
  return tokens.get(config);
};

/** What only reads: the one kind of request the read-only token may make. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Route options of the operator API: the operator's bearer token, or for a read the read-only one
 * (a change with it is refused, 403); wrong ones counted per address.
 */
export function operatorOnly(app: FastifyInstance) {
  const token = tokenOf(app.config);
  const readToken = app.config.operatorReadToken;
  const operator = async (request: FastifyRequest) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given) throw unauthorized('operator.token.invalid');
    // Both compared every time, each in constant time: the answer's time says nothing of which matched.
    const full = token !== undefined && sameToken(given, token);
    const read = readToken !== undefined && sameToken(given, readToken);
    if (full) return;
    if (!read) throw unauthorized('operator.token.invalid');
    if (!READS.has(request.method)) throw forbidden('operator.token.read-only');
  };
  // A wrong token is counted per address, so it cannot be guessed at speed.
  return { onRequest: operator, config: perIp(app, 'operator', 60, 60_000) };
}

export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = releaseRegistry(app.db);
  const token = tokenOf(app.config);
  const guarded = operatorOnly(app);

  // Browsers' health reports of the released remotes they used (services/release-health.ts). Public
  // like the other beacons, so limited per address; a flood of false failures can only end a
  // canary early, which leaves visitors on the live version.
  const health = releaseHealthRepo(app.db);
  parseAsJson(app, 'text/plain', 1024);
  app.post(
    RELEASE_HEALTH_ENDPOINT,
    {
      config: perIp(app, 'release-health', 300, 60_000),
      schema: {
        operationId: 'recordReleaseHealth',
        tags: ['releases'],
        body: releaseHealthBeaconSchema,
        response: responses({ 202: z.object({ accepted: z.number().int() }) }, [400, 429]),
      },
    },
    async (request, reply) => {
      await health.record(request.body);
      return reply.status(202).send({ accepted: 1 });
    },
  );

  app.get(
    '/api/releases/live',
    {
      schema: {
        operationId: 'getLiveReleases',
        tags: ['releases'],
        response: responses({ 200: releasesLiveSchema }, []),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return registry.live();
    },
  );

  app.get(
    '/api/operator/releases',
    {
      ...guarded,
      schema: {
        operationId: 'listReleases',
        tags: ['releases'],
        headers: operatorHeaders,
        querystring: z.object({ remote: z.enum(RELEASE_REMOTES).optional() }),
        response: responses({ 200: releaseListSchema }, [400, 401, 429]),
      },
    },
    async (request) => ({ releases: await registry.list(request.query.remote) }),
  );

  app.post(
    '/api/operator/releases',
    {
      ...guarded,
      schema: {
        operationId: 'publishRelease',
        tags: ['releases'],
        headers: operatorHeaders,
        body: publishReleaseSchema,
        response: responses({ 201: z.object({ version: z.string() }) }, [400, 401, 403, 409, 429]),
      },
    },
    async (request, reply) => {
      await registry.publish(request.body);
      request.log.info(
        {
          remote: request.body.remote,
          version: request.body.version,
          actor: request.body.actor,
          refused: request.body.refused,
        },
        'OPERATOR: release published',
      );
      return reply.status(201).send({ version: request.body.version });
    },
  );

  // An operator's preview: a version in their own tab (the page server asks here), nobody else's.
  app.post(
    '/api/operator/releases/:remote/preview',
    {
      ...guarded,
      schema: {
        operationId: 'previewRelease',
        tags: ['releases'],
        headers: operatorHeaders,
        params: remoteParam,
        body: z.object({ actor: z.string().trim().min(1).max(100), version: releaseVersionSchema }),
        response: responses(
          { 200: z.object({ token: z.string(), expiresAt: z.string() }) },
          [400, 401, 403, 404, 409, 429],
        ),
      },
    },
    async (request) => {
      await registry.build(request.params.remote, request.body.version);
      const expiresAt = Date.now() + PREVIEW_HOURS * 3_600_000;
      request.log.info(
        { remote: request.params.remote, version: request.body.version, actor: request.body.actor },
        'OPERATOR: release preview token made',
      );
      return {
        token: previewToken(token as string, request.params.remote, request.body.version, expiresAt),
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },
  );

  app.get(
    '/api/releases/preview',
    {
      config: perIp(app, 'preview', 120, 60_000),
      schema: {
        operationId: 'getReleasePreview',
        tags: ['releases'],
        querystring: z.object({ token: z.string().max(1000) }),
        response: responses(
          { 200: z.object({ remote: z.string(), build: releaseBuildSchema }) },
          [400, 404, 409, 429],
        ),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const preview = readPreviewToken(token, request.query.token);
      if (!preview) throw notFound('release.preview.invalid');
      return { remote: preview.remote, build: await registry.build(preview.remote, preview.version) };
    },
  );

  for (const action of ['live', 'promote', 'abort', 'rollback'] as const) {
    app.post(
      `/api/operator/releases/:remote/${action}`,
      {
        ...guarded,
        schema: {
          operationId: `${action}Release`,
          tags: ['releases'],
          headers: operatorHeaders,
          params: remoteParam,
          body: releaseChangeSchema,
          response: responses({ 200: releaseChangedSchema }, [400, 401, 403, 404, 409, 429]),
        },
      },
      async (request) => {
        const changed = await registry.change(request.params.remote, action, request.body);
        request.log.info(
          { ...changed, action, actor: request.body.actor, reason: request.body.reason },
          `OPERATOR: release ${action}`,
        );
        return changed;
      },
    );
  }
};
