// Configuration is read once from the environment and validated (CONVENTIONS.md Server).
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type SandboxFaultSettings } from '../gateway/sandbox-faults';
import { envSchema } from './env-schema';
import { flagDefaults, flagValue } from './flags';

export { apiSettingNames } from './env-schema';
export { flagDefaults } from './flags';

export interface AppConfig {
  production: boolean;
  sandbox: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The release commands' bearer token, when set (routes/release-routes.ts). */
  operatorToken?: string;
  /** Reads the operator API, changes nothing (the scheduled payment page check). */
  operatorReadToken?: string;
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
  if (e.OPERATOR_READ_TOKEN !== undefined && e.OPERATOR_READ_TOKEN.length < 32) {
    throw new Error(
      'Invalid configuration: OPERATOR_READ_TOKEN must be at least 32 characters (e.g. `openssl rand -base64 32`)',
    );
  }
  // The read-only key would otherwise also be the key that changes releases.
  if (e.OPERATOR_READ_TOKEN !== undefined && e.OPERATOR_READ_TOKEN === e.OPERATOR_TOKEN) {
    throw new Error('Invalid configuration: OPERATOR_READ_TOKEN must differ from OPERATOR_TOKEN');
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
    operatorReadToken: e.OPERATOR_READ_TOKEN,
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
