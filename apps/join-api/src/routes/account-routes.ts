// spec §7 username availability, set username and password, login, support-chat token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIp } from '../plugins/rate-limits';
import {
  chatTokenResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  setCredentialsRequestSchema,
  setCredentialsResponseSchema,
  usernameAvailabilityRequestSchema,
  usernameAvailabilityResponseSchema,
} from '@join/schemas';
import { authSchemes } from '../plugins/openapi';
import { authHeaders, headers, responses } from './route-helpers';
import { MINUTE } from '@join/domain';

const bearerHeaders = headers(authHeaders.bearer);
const bearer = [{ [authSchemes.bearer]: [] }];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.post(
    '/api/accounts/username-availability',
    {
      config: perIp(app, 'username', 120, MINUTE),
      schema: {
        operationId: 'checkUsernameAvailability',
        tags: ['accounts'],
        security: bearer,
        headers: bearerHeaders,
        body: usernameAvailabilityRequestSchema,
        response: responses({ 200: usernameAvailabilityResponseSchema }, [400, 401, 429]),
      },
    },
    async (request) => s.accounts.usernameAvailability(request.headers.authorization, request.body.username),
  );

  app.post(
    '/api/accounts/credentials',
    {
      schema: {
        operationId: 'setCredentials',
        tags: ['accounts'],
        security: bearer,
        headers: bearerHeaders,
        body: setCredentialsRequestSchema,
        response: responses({ 200: setCredentialsResponseSchema }, [400, 401, 409]),
      },
    },
    async (request) => s.accounts.setCredentials(request.headers.authorization, request.body),
  );

  app.post(
    '/api/accounts/login',
    {
      schema: {
        operationId: 'login',
        tags: ['accounts'],
        body: loginRequestSchema,
        response: responses({ 200: loginResponseSchema }, [400, 401, 429]),
      },
    },
    async (request) => s.accounts.login(request.body, request.ip),
  );

  app.post(
    '/api/public/v1/support-chat/token',
    {
      schema: {
        operationId: 'createSupportChatToken',
        tags: ['accounts'],
        response: responses({ 200: chatTokenResponseSchema }, [429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return s.accounts.chatToken(request.ip);
    },
  );
};
