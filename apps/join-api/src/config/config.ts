// Configuration is read once from the environment and validated (CONVENTIONS.md Server).
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { EXPERIMENT_FLAGS } from '@join/domain';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SANDBOX_FAULTS, type SandboxFaultSettings } from '../gateway/sandbox-faults';

const flagValue = z.enum(['Control', 'Treatment', 'Off']);

/**
 * spec §3 Experiment flags, named as in @join/domain; each can be set with FLAG_<name>. The
 * payment methods and the new payment page (GROW872) are on by default, the rest are Control.
 * SupportChat is ours: it gates the chat widget (`supportChat` of GET /api/config).
 */
const treatmentByDefault = new Set(['GROW872', 'ApplePay', 'GooglePay', 'Venmo', 'PayPal']);
export const flagDefaults: Record<string, z.infer<typeof flagValue>> = {
  ...Object.fromEntries(
    EXPERIMENT_FLAGS.map((name) => [name, treatmentByDefault.has(name) ? 'Treatment' : 'Control']),
  ),
  SupportChat: 'Treatment',
};

const bool = z
  .string()
  .optional()
  .transform((v) =>
    v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()),
  );

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4200),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `transaction` when DATABASE_URL is a pooler in transaction mode (PgBouncer): see postgres-database.ts. */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /** Production may run on the embedded database only when this says so (EMBEDDED_DATABASE=1). */
  EMBEDDED_DATABASE: bool,
  SANDBOX: bool,
  /** Lets a sandbox copy answer on a public address (a shared demo): its payments are free and its mail readable. */
  SANDBOX_PUBLIC: bool,
  /** Off by default: a hop count ("1") or a comma list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().optional(),
  /** Multiplies every rate limit (tests and benchmarks raise it; 0 turns limits off). */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0).default(1),
  /** Redis for the shared limit counters (plugins/rate-limits.ts); PostgreSQL's rate_limits table without it. */
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prepended to every counter key, so deployments (or test runs) on one Redis keep apart. */
  REDIS_KEY_PREFIX: z.string().default('join:'),
  /** Product-wide card declines in ten minutes that pause new card attempts (scaled like the limits). */
  DECLINE_BREAKER_MAX: z.coerce.number().int().min(1).default(100),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).optional(),
  BRAINTREE_MERCHANT_ID: z.string().optional(),
  BRAINTREE_PUBLIC_KEY: z.string().optional(),
  BRAINTREE_PRIVATE_KEY: z.string().optional(),
  /** Currency to merchant account, e.g. "USD:acme_usd,GBP:acme_gbp". */
  BRAINTREE_MERCHANT_ACCOUNTS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** Signs discount links' tokens (lib/discount-token.ts); at least 32 characters. */
  DISCOUNT_LINK_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The release commands' bearer token (at least 32 characters); without it the embedded database's copy makes one in DATA_DIR. */
  OPERATOR_TOKEN: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Browser-side keys, handed to the front end through GET /api/config. */
  SEGMENT_WRITE_KEY: z.string().optional(),
  MAPS_API_KEY: z.string().optional(),
  AFFILIATE_SCRIPT_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  // The login page of the local stack is the checkout remote's /login.
  LOGIN_URL: z.string().default('/app/join/login'),
  LEGACY_HOME_URL: z.string().default('/'),
  ACCOUNT_BILLING_URL: z.string().default('/app/account/billing'),
  TERMS_URL: z.string().default('/legal/terms'),
  PRIVACY_URL: z.string().default('/legal/privacy'),
  HELP_URL: z.string().default('/help'),
  CONTACT_URL: z.string().default('/contact'),
  PRO_CASES_URL: z.string().default('/app/pro/cases'),
  PASSWORD_RETRIEVAL_URL: z.string().default('/app/login/forgot'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  REGISTRATION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60),
  INVITE_TTL_DAYS: z.coerce.number().int().positive().default(30),
  // CONTRACTS#money-under-faults: time limits and the faults the sandbox gateway produces on purpose.
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  PAYMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(15_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  // docs/privacy.md: how long personal data is kept, and how often the retention worker looks.
  UNPAID_RETENTION_DAYS: z.coerce.number().positive().default(30),
  MAIL_BODY_RETENTION_DAYS: z.coerce.number().positive().default(30),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().positive().default(395),
  CSP_REPORT_RETENTION_DAYS: z.coerce.number().positive().default(90),
  RETENTION_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 1000),
  // docs/deploying.md "Health decides": how often the copies judge canaries, and the rule's figures.
  RELEASE_HEALTH_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  RELEASE_HEALTH_MIN_VISITS: z.coerce.number().int().min(1).default(40),
  RELEASE_HEALTH_MARGIN: z.coerce.number().min(0).max(1).default(0.05),
  RELEASE_HEALTH_Z: z.coerce.number().min(0).default(2.33),
  SANDBOX_GATEWAY_FAULT: z
    .enum(SANDBOX_FAULTS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SANDBOX_GATEWAY_DELAY_MS: z.coerce.number().int().min(0).optional(),
  SANDBOX_GATEWAY_SLOW_MS: z.coerce.number().int().min(0).optional(),
  SANDBOX_GATEWAY_HANG_MS: z.coerce.number().int().min(0).optional(),
  // spec §5: the sources disagree on the at sign in a username; 'not-first' (default) lets it
  // appear inside a username, 'none' forbids it anywhere.
  USERNAME_AT_SIGN: z.enum(['not-first', 'none']).default('not-first'),
  // The private metrics endpoint (metrics/metrics-server.ts); METRICS_PORT=0 picks a free port.
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Worker processes sharing the port (src/cluster.ts); "auto" is one per core. PostgreSQL only. */
  WEB_CONCURRENCY: z
    .union([
      z.literal('auto').transform(() => availableParallelism()),
      z.coerce.number().int().min(1).max(64),
    ])
    .default(1),
});

/** Every environment variable the API reads besides FLAG_* (the deployment manifests' check uses it). */
export const apiSettingNames: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  production: boolean;
  sandbox: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The release commands' bearer token, when set (routes/release-routes.ts). */
  operatorToken?: string;
  /** What stands between us and PostgreSQL: nothing, or a pooler in transaction mode. */
  databasePooler: 'none' | 'transaction';
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Every rate limit's maximum is multiplied by this; 0 turns limits off. */
  rateLimitFactor: number;
  /** Where the limit counters live: Redis when set, else the database. */
  redis?: { url: string; keyPrefix: string };
  /** Card declines across the product in ten minutes after which new card attempts are refused. */
  declineBreakerMax: number;
  braintree?: {
    environment: 'sandbox' | 'production';
    merchantId: string;
    publicKey: string;
    privateKey: string;
    merchantAccounts: Record<string, string>;
  };
  smtpUrl?: string;
  /** The HMAC key of discount link tokens; `generated`: made up for this sandbox run (no DISCOUNT_LINK_SECRET). */
  discountLinks: { secret: string; generated: boolean };
  browserKeys: { segmentWriteKey?: string; mapsApiKey?: string; affiliateScriptUrl?: string };
  mailFrom: string;
  publicUrl: string;
  urls: {
    login: string;
    legacyHome: string;
    accountBilling: string;
    terms: string;
    privacy: string;
    help: string;
    contact: string;
    proCases: string;
    passwordRetrieval: string;
  };
  flags: Record<string, z.infer<typeof flagValue>>;
  logLevel: string;
  registrationTtlMinutes: number;
  inviteTtlDays: number;
  /** Time limit of every payment gateway call. */
  gatewayTimeoutMs: number;
  /** Time limit of every database statement (statement_timeout; a query limit on PGlite). */
  dbStatementTimeoutMs: number;
  paymentSweepIntervalMs: number;
  /** How long personal data is kept (docs/privacy.md) and how often the retention worker runs. */
  retention: {
    unpaidRegistrationDays: number;
    mailBodyDays: number;
    analyticsDays: number;
    cspReportDays: number;
    intervalMs: number;
  };
  /** When the health job ends a canary (services/release-health.ts). */
  releaseHealth: { intervalMs: number; minVisits: number; margin: number; z: number };
  /** How long a stop waits for in-flight work before closing the database anyway. */
  shutdownTimeoutMs: number;
  sandboxFaults: SandboxFaultSettings;
  usernameAtSign: 'notFirst' | 'none';
  /** How many worker processes serve (1: this process serves alone). */
  webConcurrency: number;
  /** Where GET /metrics listens: a private address, never the public port. */
  metrics: { host: string; port: number };
}

function parseAccounts(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [currency, account] = pair.split(':');
    if (currency && account) out[currency.toUpperCase()] = account;
  }
  return out;
}

function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (!value || ['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  // "true" would believe any client's X-Forwarded-For, which defeats every per-IP limit.
  if (['1', 'true', 'on', 'yes'].includes(value.toLowerCase())) return 1;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: addresses only this machine reaches. */
export function isLoopbackUrl(raw: string): boolean {
  let host: string;
  try {
    host = new URL(raw).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Production refuses settings that would fail open (CONTRACTS#trust 2); each message names the
 * variable to set. The sandbox in production is the local one-command stack (`npm start`,
 * the e2e suite): its mail goes to the local mailbox and its cards are fake, so it needs no
 * SMTP relay or https, but it must not be combined with live card keys.
 */
function productionProblems(e: z.infer<typeof envSchema>, sandbox: boolean, liveKeys: boolean): string[] {
  const problems: string[] = [];
  if (!e.DATABASE_URL && !e.EMBEDDED_DATABASE)
    problems.push(
      'set DATABASE_URL to a PostgreSQL server, or EMBEDDED_DATABASE=1 to run on the embedded database on purpose',
    );
  if (sandbox && liveKeys)
    problems.push(
      'SANDBOX=1 cannot run with live Braintree keys (BRAINTREE_ENVIRONMENT=production): unset SANDBOX or the BRAINTREE_* keys',
    );
  if (!sandbox) {
    if (!e.PUBLIC_URL || !e.PUBLIC_URL.startsWith('https://'))
      problems.push('set PUBLIC_URL to the https:// address visitors use');
    if (!e.SMTP_URL) problems.push('set SMTP_URL (the mail relay)');
    if (!e.MAIL_FROM) problems.push('set MAIL_FROM (the sender of receipts and invites)');
    if (!e.DISCOUNT_LINK_SECRET)
      problems.push('set DISCOUNT_LINK_SECRET (at least 32 random characters; it signs discount links)');
  }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // The sandbox (fake payments, dev helpers, mailbox, flag overrides) runs only when asked for.
  const sandbox = e.SANDBOX ?? false;
  const flags: AppConfig['flags'] = { ...flagDefaults };
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('FLAG_') || value === undefined) continue;
    const parsedFlag = flagValue.safeParse(value);
    if (!parsedFlag.success)
      throw new Error(`Invalid configuration: ${key} must be Control, Treatment or Off`);
    flags[key.slice(5)] = parsedFlag.data;
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new Error(
      `Invalid configuration: WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs DATABASE_URL (PostgreSQL). The embedded database keeps its data in one folder that one process owns, so it runs one process only: unset WEB_CONCURRENCY or set DATABASE_URL.`,
    );
  }
  const hasBraintree = Boolean(e.BRAINTREE_MERCHANT_ID && e.BRAINTREE_PUBLIC_KEY && e.BRAINTREE_PRIVATE_KEY);
  if (!sandbox && !hasBraintree)
    throw new Error(
      'Invalid configuration: set SANDBOX=1 for the local payment sandbox, or BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY',
    );
  // A short key makes the discount links' HMAC guessable offline.
  if (e.OPERATOR_TOKEN !== undefined && e.OPERATOR_TOKEN.length < 32) {
    throw new Error(
      'Invalid configuration: OPERATOR_TOKEN must be at least 32 characters (e.g. `openssl rand -base64 32`)',
    );
  }
  if (e.DISCOUNT_LINK_SECRET !== undefined && e.DISCOUNT_LINK_SECRET.length < 32) {
    throw new Error(
      'Invalid configuration: DISCOUNT_LINK_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)',
    );
  }
  const braintreeEnvironment = e.BRAINTREE_ENVIRONMENT ?? (production ? 'production' : 'sandbox');
  if (production) {
    const problems = productionProblems(e, sandbox, hasBraintree && braintreeEnvironment === 'production');
    if (problems.length)
      throw new Error(`Refusing to start in production (NODE_ENV=production): ${problems.join('; ')}`);
  }
  // The sandbox hands out free payments, every mail (/dev/mailbox) and flag overrides: a copy
  // visitors reach on a public address must not run it unless a shared demo says so on purpose.
  if (sandbox && e.PUBLIC_URL && !isLoopbackUrl(e.PUBLIC_URL) && !e.SANDBOX_PUBLIC) {
    throw new Error(
      `Refusing to start: SANDBOX=1 with the public PUBLIC_URL ${e.PUBLIC_URL} would give free payments and every mail to anyone; use a loopback PUBLIC_URL (http://localhost:PORT), unset SANDBOX, or set SANDBOX_PUBLIC=1 for a shared demo`,
    );
  }
  return {
    production,
    sandbox,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    operatorToken: e.OPERATOR_TOKEN,
    databasePooler: e.DATABASE_POOLER,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    declineBreakerMax: e.DECLINE_BREAKER_MAX,
    braintree: hasBraintree
      ? {
          environment: braintreeEnvironment,
          merchantId: e.BRAINTREE_MERCHANT_ID as string,
          publicKey: e.BRAINTREE_PUBLIC_KEY as string,
          privateKey: e.BRAINTREE_PRIVATE_KEY as string,
          merchantAccounts: parseAccounts(e.BRAINTREE_MERCHANT_ACCOUNTS),
        }
      : undefined,
    smtpUrl: e.SMTP_URL || undefined,
    // Outside production the sandbox and local runs sign with a key of their own: links made by
    // one run do not work in another, which is what a dev key is for.
    discountLinks: e.DISCOUNT_LINK_SECRET
      ? { secret: e.DISCOUNT_LINK_SECRET, generated: false }
      : { secret: randomBytes(32).toString('base64url'), generated: true },
    browserKeys: {
      segmentWriteKey: e.SEGMENT_WRITE_KEY || undefined,
      mapsApiKey: e.MAPS_API_KEY || undefined,
      affiliateScriptUrl: e.AFFILIATE_SCRIPT_URL || undefined,
    },
    mailFrom: e.MAIL_FROM ?? 'Join <no-reply@localhost>',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    urls: {
      login: e.LOGIN_URL,
      legacyHome: e.LEGACY_HOME_URL,
      accountBilling: e.ACCOUNT_BILLING_URL,
      terms: e.TERMS_URL,
      privacy: e.PRIVACY_URL,
      help: e.HELP_URL,
      contact: e.CONTACT_URL,
      proCases: e.PRO_CASES_URL,
      passwordRetrieval: e.PASSWORD_RETRIEVAL_URL,
    },
    flags,
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'info'),
    registrationTtlMinutes: e.REGISTRATION_TTL_MINUTES,
    inviteTtlDays: e.INVITE_TTL_DAYS,
    gatewayTimeoutMs: e.GATEWAY_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    paymentSweepIntervalMs: e.PAYMENT_SWEEP_INTERVAL_MS,
    retention: {
      unpaidRegistrationDays: e.UNPAID_RETENTION_DAYS,
      mailBodyDays: e.MAIL_BODY_RETENTION_DAYS,
      analyticsDays: e.ANALYTICS_RETENTION_DAYS,
      cspReportDays: e.CSP_REPORT_RETENTION_DAYS,
      intervalMs: e.RETENTION_INTERVAL_MS,
    },
    releaseHealth: {
      intervalMs: e.RELEASE_HEALTH_INTERVAL_MS,
      minVisits: e.RELEASE_HEALTH_MIN_VISITS,
      margin: e.RELEASE_HEALTH_MARGIN,
      z: e.RELEASE_HEALTH_Z,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    sandboxFaults: {
      fault: e.SANDBOX_GATEWAY_FAULT,
      delayMs: e.SANDBOX_GATEWAY_DELAY_MS,
      slowMs: e.SANDBOX_GATEWAY_SLOW_MS,
      hangMs: e.SANDBOX_GATEWAY_HANG_MS,
    },
    usernameAtSign: e.USERNAME_AT_SIGN === 'none' ? 'none' : 'notFirst',
    webConcurrency: e.WEB_CONCURRENCY,
    metrics: { host: e.METRICS_HOST, port: e.METRICS_PORT },
  };
}
