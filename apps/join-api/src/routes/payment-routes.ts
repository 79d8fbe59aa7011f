// spec §7 card-provider client token by country (says which provider is live) and the local
// sandbox's tokenise calls (sandbox mode only; card data is never stored).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  clientTokenQuerySchema, clientTokenResponseSchema, sandboxAuthorizeRequestSchema, sandboxAuthorizeResponseSchema,
  sandboxTokenizeRequestSchema, sandboxTokenizeResponseSchema,
} from '@join/schemas';
import { badRequest } from '../lib/api-error';
import { currencies } from '../db/migrations/catalogue-data';
import { marketOf } from '../services/pricing-group';
import { responses } from './route-helpers';

export async function paymentRoutes(app: FastifyInstance) {
  app.get('/api/payments/client-token', { schema: { tags: ['payments'], querystring: clientTokenQuerySchema, response: responses({ 200: clientTokenResponseSchema }) } }, async (request, reply) => {
    const { country } = request.query as z.output<typeof clientTokenQuerySchema>;
    const currency = currencies[marketOf(country)];
    reply.header('cache-control', 'no-store');
    return { clientToken: await app.gateway.clientToken(currency), provider: app.gateway.provider, environment: app.gateway.environment, currencyCode: currency as 'USD' };
  });

  const sandbox = app.sandbox;
  if (!sandbox) return;

  app.post('/api/payments/sandbox/tokenize', { schema: { tags: ['sandbox'], body: sandboxTokenizeRequestSchema, response: responses({ 200: sandboxTokenizeResponseSchema }) } }, async (request, reply) => {
    const result = await sandbox.tokenize(request.body as z.output<typeof sandboxTokenizeRequestSchema>);
    if (!result.ok) throw badRequest([{ field: result.field, text: result.text }], 'card.invalid');
    reply.header('cache-control', 'no-store');
    const { ok: _ok, ...card } = result;
    return { ...card, cardType: card.cardType as 'Visa' };
  });

  app.post('/api/payments/sandbox/authorize', { schema: { tags: ['sandbox'], body: sandboxAuthorizeRequestSchema, response: responses({ 200: sandboxAuthorizeResponseSchema }) } }, async (request) => {
    const body = request.body as z.output<typeof sandboxAuthorizeRequestSchema>;
    const nonce = await sandbox.authorize(body.method, body.outcome !== 'decline');
    // What PayPal, Venmo and Apple Pay hand back: an address the billing step may skip with.
    const billingAddress = { line1: '1 Infinite Loop', line2: null, city: 'Cupertino', region: 'CA', postalCode: '95014', country: body.method === 'VENMO' ? 'US' : 'US', type: 'PRIMARY' as const };
    return {
      nonce,
      paymentType: body.method,
      details: { email: body.method === 'PAYPAL' ? 'sandbox-buyer@example.com' : null, username: body.method === 'VENMO' ? '@sandbox-buyer' : null, billingAddress },
    };
  });
}
