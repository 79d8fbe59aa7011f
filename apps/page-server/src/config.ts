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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4200),
  HOST: z.string().default('0.0.0.0'),
  /** Where the join API answers, for the browser configuration and /pro's lists, and /api/* in `npm start`. */
  API_URL: z.string().url(),
  DIST_DIR: z.string().default('dist/apps'),
  REMOTES_MANIFEST: z.string().optional(),
  /** The release store's folder, served under /app/join/releases/ (tools/release.mjs writes it). */
  RELEASE_STORE: z.string().optional(),
  /** Origins a remote's server build may be loaded from, comma separated (the page server's own is always allowed). */
  REMOTE_SERVER_ORIGINS: z.string().optional(),
  SERVER_RENDER: bool,
  SERVER_RENDER_REMOTE_TIMEOUT_MS: z.coerce.number().int().positive().default(300),
  SERVER_RENDER_WARM_WAIT_MS: z.coerce.number().int().nonnegative().default(3000),
  /** Passes /api/* and /dev/* to API_URL (one port for the whole product; production routes by path instead). */
  PROXY_API: bool,
  PUBLIC_URL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  NODE_ENV: z.string().optional(),
});

/** Every environment variable the page server reads (the deployment manifests' check uses it). */
export const pageServerSettingNames: readonly string[] = Object.keys(envSchema.shape);

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

/** Names the page server refuses to see: payment credentials, database addresses and passwords, mail credentials. */
const SECRET_NAMES = [
  /^BRAINTREE_/,
  /^DATABASE_URL$/,
  /^TEST_DATABASE_URL$/,
  /^E2E_DATABASE_URL$/,
  /^PG(PASSWORD|PASSFILE|USER|HOST|DATABASE|SERVICE)$/,
  /^SMTP_/,
  /^DATA_DIR$/,
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
  const parsed = envSchema.safeParse(env);
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
    releaseStore: e.RELEASE_STORE ? resolve(e.RELEASE_STORE) : undefined,
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
