// The API's settings: every environment variable it reads, with its default and what it means.
// docs/configuration.md's table and .env.example are generated from these descriptions
// (`npm run config-docs`), and a test fails when they drift apart.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { SANDBOX_FAULTS } from '../gateway/sandbox-faults';

const bool = z
  .string()
  .optional()
  .transform((v) =>
    v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()),
  );

export const envSchema = z.object({
  NODE_ENV: z
    .string()
    .optional()
    .describe(
      '`production` turns on the start-up checks of the Security section of `apps/join-api/README.md`',
    ),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(4200)
    .describe('port of the whole product (`npm start`) or of the API alone'),
  HOST: z.string().default('0.0.0.0').describe('listen address'),
  DATA_DIR: z
    .string()
    .default('.data')
    .describe('folder of the embedded PostgreSQL (PGlite), the release store and the operator token'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(
      'a PostgreSQL server instead of the embedded database, same migrations (applied by `npm run migrate` before a start; the API refuses a schema that is behind)',
    ),
  DATABASE_POOLER: z
    .enum(['none', 'transaction'])
    .default('none')
    .describe(
      '`transaction` when `DATABASE_URL` is PgBouncer in transaction mode: time limits per transaction, no session state (docs/deploying.md)',
    ),
  EMBEDDED_DATABASE: bool.describe(
    'production runs on the embedded database only when this is `1` (`npm start` sets it)',
  ),
  SANDBOX: bool.describe(
    'local payment sandbox, dev mailbox, `/api/dev/*` helpers, `?flags=` overrides; off, those answer 404 (`npm start` and the test suites set `1`)',
  ),
  SANDBOX_PUBLIC: bool.describe(
    'with `SANDBOX=1`, lets `PUBLIC_URL` be a non-loopback address (a shared demo whose payments are free and mail readable); without it the sandbox refuses a public address',
  ),
  TRUST_PROXY: z
    .string()
    .optional()
    .describe(
      'proxies to believe: a hop count (`1`) or a comma list of addresses or CIDRs; off by default (Security section of `apps/join-api/README.md`)',
    ),
  RATE_LIMIT_FACTOR: z.coerce
    .number()
    .min(0)
    .default(1)
    .describe('multiplies every rate limit (tests and benchmarks raise it; `0` turns limits off)'),
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(
      'the shared limit counters (limits, decline cool-downs, the decline breaker) in Redis instead of the `rate_limits` table; unanswered at start the copy refuses to start, later counted requests get 503',
    ),
  REDIS_KEY_PREFIX: z
    .string()
    .default('join:')
    .describe('prefix of every counter key, so deployments or test runs on one Redis keep apart'),
  DECLINE_BREAKER_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(100)
    .describe(
      'card declines across the product in ten minutes that pause new card attempts (scaled like the limits)',
    ),
  BRAINTREE_ENVIRONMENT: z
    .enum(['sandbox', 'production'])
    .optional()
    .describe(
      'live card provider: `sandbox` or `production` (PayPal, Venmo, Apple Pay and Google Pay go through it too); without the Braintree keys the local sandbox gateway is used',
    ),
  BRAINTREE_MERCHANT_ID: z.string().optional().describe('live card provider: merchant id'),
  BRAINTREE_PUBLIC_KEY: z.string().optional().describe('live card provider: public key'),
  BRAINTREE_PRIVATE_KEY: z.string().optional().describe('live card provider: private key'),
  BRAINTREE_MERCHANT_ACCOUNTS: z
    .string()
    .optional()
    .describe('currency to merchant account, e.g. `USD:acme_usd,GBP:acme_gbp`'),
  SMTP_URL: z.string().optional().describe('send mail by SMTP; otherwise the local outbox at `/dev/mailbox`'),
  DISCOUNT_LINK_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(
      "HMAC key of discount links' tokens, at least 32 characters, the same on every copy; required in production, else one is made per run (docs/security.md)",
    ),
  OPERATOR_TOKEN: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(
      "the release commands' bearer token, at least 32 characters; without it a copy on the embedded database writes one to `DATA_DIR/operator-token`",
    ),
  OPERATOR_READ_TOKEN: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(
      "read-only operator token, at least 32 characters, not `OPERATOR_TOKEN`: reads the operator API (CSP reports, releases), 403 on any change; the payment page check's key",
    ),
  SEGMENT_WRITE_KEY: z
    .string()
    .optional()
    .describe(
      'analytics through Segment (handed to the browser); otherwise events go to the join API (`/dev/funnel`)',
    ),
  MAPS_API_KEY: z
    .string()
    .optional()
    .describe(
      'address autocomplete through the real Places service (handed to the browser); otherwise the local sandbox',
    ),
  AFFILIATE_SCRIPT_URL: z.string().optional().describe('the affiliate tracking script loaded on the receipt'),
  MAIL_FROM: z.string().optional().describe('sender address of the mail'),
  PUBLIC_URL: z.string().optional().describe('base of the links in mail; `http://localhost:PORT` when unset'),
  LOGIN_URL: z
    .string()
    .default('/app/join/login')
    .describe("the Log In link (the checkout remote's own login page locally)"),
  LEGACY_HOME_URL: z.string().default('/').describe("the legacy product's home page"),
  ACCOUNT_BILLING_URL: z
    .string()
    .default('/app/account/billing')
    .describe("the legacy product's billing page"),
  TERMS_URL: z.string().default('/legal/terms').describe("the legacy product's terms"),
  PRIVACY_URL: z.string().default('/legal/privacy').describe("the legacy product's privacy policy"),
  HELP_URL: z.string().default('/help').describe("the legacy product's help pages"),
  CONTACT_URL: z.string().default('/contact').describe("the legacy product's contact page"),
  PRO_CASES_URL: z
    .string()
    .default('/app/pro/cases')
    .describe("the legacy product's page of a professional's cases"),
  PASSWORD_RETRIEVAL_URL: z
    .string()
    .default('/app/login/forgot')
    .describe("the legacy product's password retrieval page"),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .describe('`silent` to `trace` (`info` when unset)'),
  REGISTRATION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60)
    .describe('how long a registration key lives'),
  INVITE_TTL_DAYS: z.coerce.number().int().positive().default(30).describe('how long an invite token lives'),
  GATEWAY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15_000)
    .describe('time limit of every payment gateway call; payment leases and retry waits derive from it'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15_000)
    .describe('`statement_timeout` on PostgreSQL; a query time limit on PGlite'),
  PAYMENT_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15_000)
    .describe('how often each copy settles payments nobody holds'),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(25_000)
    .describe('on SIGTERM, how long in-flight payments may take before the connections are cut'),
  UNPAID_RETENTION_DAYS: z.coerce
    .number()
    .positive()
    .default(30)
    .describe('days an unpaid registration keeps its personal data (docs/privacy.md)'),
  MAIL_BODY_RETENTION_DAYS: z.coerce
    .number()
    .positive()
    .default(30)
    .describe('days a sent mail keeps its body'),
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number()
    .positive()
    .default(395)
    .describe('days analytics events are kept'),
  CSP_REPORT_RETENTION_DAYS: z.coerce.number().positive().default(90).describe('days CSP reports are kept'),
  RETENTION_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 1000)
    .describe('how often the retention worker runs (one copy at a time, by a lease in the database)'),
  RELEASE_HEALTH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30_000)
    .describe('how often the copies judge canaries (docs/deploying.md "Health decides")'),
  RELEASE_HEALTH_MIN_VISITS: z.coerce
    .number()
    .int()
    .min(1)
    .default(40)
    .describe('page loads a canary needs before its health is judged'),
  RELEASE_HEALTH_MARGIN: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.05)
    .describe("how far a canary's failure rate must stand above the live version's to be rolled back"),
  RELEASE_HEALTH_Z: z.coerce
    .number()
    .min(0)
    .default(2.33)
    .describe("the one-sided z a canary's failure rate must reach against the live version's"),
  SANDBOX_GATEWAY_FAULT: z
    .enum(SANDBOX_FAULTS)
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(
      'a fault the sandbox gateway produces on purpose (Payments under faults section of `apps/join-api/README.md`)',
    ),
  SANDBOX_GATEWAY_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe('sandbox gateway: delay before every answer'),
  SANDBOX_GATEWAY_SLOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe('sandbox gateway: delay of a slow answer'),
  SANDBOX_GATEWAY_HANG_MS: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe('sandbox gateway: how long a hang lasts'),
  USERNAME_AT_SIGN: z
    .enum(['not-first', 'none'])
    .default('not-first')
    .describe(
      "spec §5's two readings of the username at-sign rule: `not-first` lets '@' appear inside a username but not start it, `none` forbids it anywhere; the browser gets it from `/api/config`",
    ),
  METRICS_HOST: z
    .string()
    .default('127.0.0.1')
    .describe('address of the private Prometheus endpoint `GET /metrics` (docs/deploying.md Metrics)'),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(9464)
    .describe(
      'port of the private Prometheus endpoint (the primary merges its workers); `0` picks a free port',
    ),
  WEB_CONCURRENCY: z
    .union([
      z.literal('auto').transform(() => availableParallelism()),
      z.coerce.number().int().min(1).max(64),
    ])
    .default(1)
    .describe(
      'worker processes sharing the port (`auto`: one per core); PostgreSQL only (docs/deploying.md)',
    ),
});

/** Every environment variable the API reads besides FLAG_* (the deployment manifests' check uses it). */
export const apiSettingNames: readonly string[] = Object.keys(envSchema.shape);
