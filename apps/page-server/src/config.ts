// The page server's configuration, read once and checked at start (docs/first-screen.md). It runs
// front-end code (the shell's and the remotes' Node builds), so it must hold nothing that pays or
// reads the database: a payment or database secret in its environment stops it from starting.
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .string()
  .optional()
  .transform((v) =>
    v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()),
  );

export const pageServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4200).describe('port of the page server'),
  HOST: z.string().default('0.0.0.0').describe('listen address'),
  API_URL: z
    .string()
    .url()
    .describe(
      "the join API's internal address: the browser configuration, /pro's lists, and `/api/*` with `PROXY_API`",
    ),
  DIST_DIR: z.string().default('dist/apps').describe('where the built front end is'),
  REMOTES_MANIFEST: z
    .string()
    .optional()
    .describe(
      'a JSON file mapping each remote to its builds (`{"browser": ".../mf-manifest.json", "server": ".../server/remoteEntry.js"}`); the release registry, when it has a live release, comes first',
    ),
  RELEASE_STORE: z
    .string()
    .optional()
    .describe(
      'the release store folder, served under `/app/join/releases/` (`npm run release` writes it); an `s3://` store is served by its CDN (`RELEASE_PUBLIC_URL`, whose origin `REMOTE_SERVER_ORIGINS` must list) and ignored here',
    ),
  REMOTE_SERVER_ORIGINS: z
    .string()
    .optional()
    .describe(
      "origins a remote's server build may be loaded from besides the page server's own, comma separated (docs/first-screen.md)",
    ),
  SERVER_RENDER: bool.describe(
    '`0` (or `false`, `off`): the browser renders every page (docs/first-screen.md)',
  ),
  SERVER_RENDER_REMOTE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(300)
    .describe("how long a remote's server build may take to load before the browser renders it instead"),
  SERVER_RENDER_WARM_WAIT_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(3000)
    .describe(
      "how long the first page after a start, a deploy or a rebuilt shell waits for the remotes' server builds to warm",
    ),
  PROXY_API: bool.describe(
    'pass `/api/*` and `/dev/*` to `API_URL` (one port, as `npm start` runs it; production routes by path instead)',
  ),
  PUBLIC_URL: z
    .string()
    .optional()
    .describe(
      'the address visitors use (`http://localhost:PORT` when unset); an `https:` one makes the cookies Secure and the CSP upgrade insecure requests',
    ),
  TRUST_PROXY: z.string().optional().describe('proxies to believe, as for the API'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .describe('`silent` to `trace` (`info` when unset)'),
  NODE_ENV: z
    .string()
    .optional()
    .describe('`production` refuses payment and database secrets in its environment'),
});

/** Every environment variable the page server reads (the deployment manifests' check uses it). */
export const pageServerSettingNames: readonly string[] = Object.keys(pageServerEnvSchema.shape);

export interface PageServerConfig {
  port: number;
  host: string;
  apiUrl: string;
  distDir: string;
  remotesManifest?: string;
  releaseStore?: string;
  remoteServerOrigins: string[];
  serverRender: { enabled: boolean; remoteTimeoutMs: number; warmWaitMs: number };
  proxyApi: boolean;
  publicUrl: string;
  trustProxy: false | number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

/**
 * Names the page server refuses to see: payment credentials, database addresses and passwords, mail
 * credentials, and object-store credentials (only the release job writes the release store).
 */
const SECRET_NAMES = [
  /^BRAINTREE_/,
  /^DATABASE_URL$/,
  /^TEST_DATABASE_URL$/,
  /^E2E_DATABASE_URL$/,
  /^PG(PASSWORD|PASSFILE|USER|HOST|DATABASE|SERVICE)$/,
  /^SMTP_/,
  /^DATA_DIR$/,
  /^AWS_(ACCESS_KEY_ID|SECRET_ACCESS_KEY|SESSION_TOKEN)$/,
];

export function secretsIn(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter(
      (name) =>
        env[name] !== undefined && env[name] !== '' && SECRET_NAMES.some((pattern) => pattern.test(name)),
    )
    .sort();
}

export function loadPageServerConfig(env: NodeJS.ProcessEnv = process.env): PageServerConfig {
  const secrets = secretsIn(env);
  if (secrets.length) {
    throw new Error(
      `Invalid configuration: the page server runs front-end code and must not hold payment or database settings; remove ${secrets.join(', ')} from its environment (they belong to the join API).`,
    );
  }
  const parsed = pageServerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(
      `Invalid configuration: ${problems.join('; ')} (API_URL is the join API's address, e.g. http://127.0.0.1:4201)`,
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const trust = e.TRUST_PROXY && /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : false;
  return {
    port: e.PORT,
    host: e.HOST,
    apiUrl: e.API_URL.replace(/\/$/, ''),
    distDir: resolve(e.DIST_DIR),
    remotesManifest: e.REMOTES_MANIFEST ? resolve(e.REMOTES_MANIFEST) : undefined,
    // An object store's files are served by the CDN in front of it, not by this process.
    releaseStore:
      e.RELEASE_STORE && !e.RELEASE_STORE.startsWith('s3://') ? resolve(e.RELEASE_STORE) : undefined,
    remoteServerOrigins: (e.REMOTE_SERVER_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    serverRender: {
      enabled: e.SERVER_RENDER ?? true,
      remoteTimeoutMs: e.SERVER_RENDER_REMOTE_TIMEOUT_MS,
      warmWaitMs: e.SERVER_RENDER_WARM_WAIT_MS,
    },
    proxyApi: e.PROXY_API ?? false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: trust,
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}
