// GET /api/config (docs/CONTRACTS.md) and GET /api/health.
import { z } from 'zod';

export const flagValueSchema = z.enum(['Control', 'Treatment', 'Off']);
export type FlagValue = z.infer<typeof flagValueSchema>;

export const appConfigSchema = z.object({
  sandbox: z.boolean(),
  flags: z.record(z.string(), flagValueSchema),
  urls: z.object({
    login: z.string(),
    legacyHome: z.string(),
    accountBilling: z.string(),
    terms: z.string(),
    privacy: z.string(),
    help: z.string(),
    contact: z.string(),
    proCases: z.string(),
    passwordRetrieval: z.string(),
  }),
  supportChat: z.boolean(),
  /** spec §5 username at-sign reading in force (USERNAME_AT_SIGN); absent means 'notFirst'. */
  usernameAtSign: z.enum(['notFirst', 'none']).optional(),
  paymentProvider: z.enum(['sandbox', 'braintree']),
  analytics: z.object({ segmentWriteKey: z.string() }).optional(),
  mapsApiKey: z.string().optional(),
  affiliateScriptUrl: z.string().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers (a load balancer or orchestrator restarts it when not). */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
  worker: z.number().int().nullable(),
});
/** GET /api/health/ready: send traffic here? 503 while stopping or while the database is unreachable. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'stopping', 'database-unreachable']),
  database: z.enum(['pglite', 'postgres']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
