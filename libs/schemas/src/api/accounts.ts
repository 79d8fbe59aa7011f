// spec §5 Username and Password, §7 username availability, set credentials, login, chat token.
import { z } from 'zod';
import { userIdSchema } from './common';

export const usernameAvailabilityRequestSchema = z.object({ username: z.string().max(200) });
export type UsernameAvailabilityRequest = z.infer<typeof usernameAvailabilityRequestSchema>;
export const usernameAvailabilityResponseSchema = z.object({
  available: z.boolean(),
  meetsRequirements: z.boolean(),
});
export type UsernameAvailabilityResponse = z.infer<typeof usernameAvailabilityResponseSchema>;

export const setCredentialsRequestSchema = z.object({
  username: z.string().max(200),
  password: z.string().max(200),
});
export type SetCredentialsRequest = z.infer<typeof setCredentialsRequestSchema>;
export const setCredentialsResponseSchema = z.object({ userId: z.string(), username: z.string() });
export type SetCredentialsResponse = z.infer<typeof setCredentialsResponseSchema>;

/** spec §7 Login: username, password, submit, _eventId; redirectUrl is the stored parameter. */
export const loginRequestSchema = z.object({
  username: z.string().min(1, 'validation:required').max(200),
  password: z.string().min(1, 'validation:required').max(200),
  submit: z.string().max(40).optional(),
  _eventId: z.string().max(40).optional(),
  redirectUrl: z.string().max(2000).nullish(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({
  url: z.string(),
  redirectUrl: z.string().nullable(),
  auth: z.string(),
  userId: userIdSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/public/v1/support-chat/token */
export const chatTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ChatTokenResponse = z.infer<typeof chatTokenResponseSchema>;
