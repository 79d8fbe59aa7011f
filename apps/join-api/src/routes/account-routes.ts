// spec §7 username availability, set username and password, login, support-chat token.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  chatTokenResponseSchema, loginRequestSchema, loginResponseSchema, setCredentialsRequestSchema, setCredentialsResponseSchema,
  usernameAvailabilityRequestSchema, usernameAvailabilityResponseSchema,
} from '@join/schemas';
import { headers, optionalTokenHeader, responses } from './route-helpers';

const bearerHeaders = headers({ authorization: optionalTokenHeader });
type H = Record<string, string | undefined>;

export async function accountRoutes(app: FastifyInstance) {
  const s = app.services;

  app.post('/api/accounts/username-availability', {
    schema: { tags: ['accounts'], headers: bearerHeaders, body: usernameAvailabilityRequestSchema, response: responses({ 200: usernameAvailabilityResponseSchema }, [400, 401, 429]) },
  }, async (request) => s.accounts.usernameAvailability((request.headers as H).authorization, (request.body as { username: string }).username));

  app.post('/api/accounts/credentials', {
    schema: { tags: ['accounts'], headers: bearerHeaders, body: setCredentialsRequestSchema, response: responses({ 200: setCredentialsResponseSchema }, [400, 401, 409]) },
  }, async (request) => s.accounts.setCredentials((request.headers as H).authorization, request.body as z.output<typeof setCredentialsRequestSchema>));

  app.post('/api/accounts/login', { schema: { tags: ['accounts'], body: loginRequestSchema, response: responses({ 200: loginResponseSchema }, [400, 401, 429]) } }, async (request) =>
    s.accounts.login(request.body as z.output<typeof loginRequestSchema>),
  );

  app.post('/api/public/v1/support-chat/token', { schema: { tags: ['accounts'], response: responses({ 200: chatTokenResponseSchema }, [429]) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return s.accounts.chatToken(request.ip);
  });
}
