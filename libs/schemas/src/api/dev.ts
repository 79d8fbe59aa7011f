// Sandbox-only helpers (absent in production): mint codes, stage an invite, read the outbox.
import { z } from 'zod';

export const devCodesRequestSchema = z.object({
  packageId: z.number().int().positive(),
  count: z.number().int().min(1).max(100).default(1),
});
export type DevCodesRequest = z.input<typeof devCodesRequestSchema>;
export const devCodesResponseSchema = z.object({ codes: z.array(z.string()) });

/** POST /api/dev/discount-links (sandbox): a signed discount link, as the discount-link tool makes them. */
export const devDiscountLinkRequestSchema = z.object({
  referrer: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  percent: z.number().int().min(1).max(100),
  /** Days until the link stops giving the discount; negative makes an expired one (for tests). */
  days: z.number().int().min(-365).max(3650).default(30),
});
export const devDiscountLinkResponseSchema = z.object({
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});

/** Creates an invited co-parent in any state of spec §2's invited flow. */
export const devInviteRequestSchema = z.object({
  createdByPro: z.boolean().default(false),
  subscriptionCurrent: z.boolean().default(false),
  billingComplete: z.boolean().default(false),
  requireCredentials: z.boolean().default(true),
  locale: z.enum(['en_US', 'es_MX']).default('en_US'),
  country: z.enum(['US', 'CA', 'GB', 'AU', 'NZ', 'MX']).default('US'),
  packageId: z.number().int().positive().optional(),
  children: z.number().int().min(0).max(5).default(1),
  expired: z.boolean().default(false),
});
export type DevInviteRequest = z.input<typeof devInviteRequestSchema>;
export const devInviteResponseSchema = z.object({
  inviteUrl: z.string(),
  userId: z.string(),
  inviteToken: z.string(),
  inviterUserId: z.string(),
});
export type DevInviteResponse = z.infer<typeof devInviteResponseSchema>;

export const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
  /** Outbox state: queued, being sent, sent, or given up after its retries (CONTRACTS#money-under-faults). */
  state: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  locale: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type Mail = z.infer<typeof mailSchema>;
export const mailboxResponseSchema = z.object({ messages: z.array(mailSchema) });
