// spec §7 card-provider client token by country (says which provider is live) and the local
// sandbox's tokenise calls (sandbox mode only; card data is never stored).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientTokenQuerySchema,
  clientTokenResponseSchema,
  sandboxAuthorizeRequestSchema,
  sandboxAuthorizeResponseSchema,
  sandboxThreeDSecureRequestSchema,
  sandboxThreeDSecureResponseSchema,
  sandboxTokenizeRequestSchema,
  sandboxTokenizeResponseSchema,
} from '@join/schemas';
import { responses } from './route-helpers';
import { perIp } from '../plugins/rate-limits';
import { MINUTE } from '@join/domain';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = app.services.paymentSetup;

  app.get(
    '/api/payments/client-token',
    {
      // Each token lets a script try cards against the provider: a visitor needs a few per visit.
      config: perIp(app, 'client-token', 30, 10 * MINUTE),
      schema: {
        operationId: 'getPaymentClientToken',
        tags: ['payments'],
        querystring: clientTokenQuerySchema,
        response: responses({ 200: clientTokenResponseSchema }, [400, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return setup.clientToken(request.query.country);
    },
  );

  if (!app.config.sandbox) return;

  app.post(
    '/api/payments/sandbox/tokenize',
    {
      schema: {
        operationId: 'tokenizeSandboxCard',
        tags: ['sandbox'],
        body: sandboxTokenizeRequestSchema,
        response: responses({ 200: sandboxTokenizeResponseSchema }),
      },
    },
    async (request, reply) => {
      const card = await setup.tokenizeSandboxCard(request.body);
      reply.header('cache-control', 'no-store');
      return card;
    },
  );

  app.post(
    '/api/payments/sandbox/authorize',
    {
      schema: {
        operationId: 'authorizeSandboxWallet',
        tags: ['sandbox'],
        body: sandboxAuthorizeRequestSchema,
        response: responses({ 200: sandboxAuthorizeResponseSchema }),
      },
    },
    async (request) => setup.authorizeSandboxWallet(request.body),
  );

  app.post(
    '/api/payments/sandbox/three-d-secure',
    {
      schema: {
        operationId: 'verifySandboxThreeDSecure',
        tags: ['sandbox'],
        body: sandboxThreeDSecureRequestSchema,
        response: responses({ 200: sandboxThreeDSecureResponseSchema }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return setup.verifySandboxThreeDSecure(request.body);
    },
  );
};
