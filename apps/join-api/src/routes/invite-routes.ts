// spec §7 invited co-parent calls; the invite token travels in X-Invite-Token (spec §6).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiHeaders, invitePayRequestSchema, invitePricingRequestSchema, inviteContextSchema, inviteRegistrationRequestSchema,
  inviteRegistrationResponseSchema, marketingOptInRequestSchema, okBodySchema, packageCheckRequestSchema, packageCheckResponseSchema,
  payResponseSchema, pricingResponseSchema, requestLinkResponseSchema, userIdSchema, userTermsSchema,
} from '@join/schemas';
import { forbidden } from '../lib/api-error';
import { languageOf } from '../services/messages';
import { headers, optionalTokenHeader, responses } from './route-helpers';

const params = z.object({ userId: userIdSchema });
const inviteHeaders = headers({ [apiHeaders.inviteToken]: optionalTokenHeader });
type H = Record<string, string | undefined>;
const uid = (p: unknown) => (p as z.output<typeof params>).userId;
const token = (h: unknown) => (h as H)[apiHeaders.inviteToken];

export async function inviteRoutes(app: FastifyInstance) {
  const s = app.services;
  const auth = [400, 401, 403];

  app.get('/api/invites/:userId', { schema: { tags: ['invites'], params, headers: inviteHeaders, response: responses({ 200: inviteContextSchema }, auth) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return s.invites.context(uid(request.params), token(request.headers));
  });

  app.put('/api/invites/:userId/registration', {
    schema: { tags: ['invites'], params, headers: inviteHeaders, body: inviteRegistrationRequestSchema, response: responses({ 200: inviteRegistrationResponseSchema }, [...auth, 409]) },
  }, async (request) => s.invites.updateRegistration(uid(request.params), token(request.headers), request.body as z.output<typeof inviteRegistrationRequestSchema>));

  app.post('/api/invites/:userId/packages/check', {
    schema: { tags: ['invites'], params, headers: inviteHeaders, body: packageCheckRequestSchema, response: responses({ 200: packageCheckResponseSchema }, [...auth, 404, 409]) },
  }, async (request) => {
    await s.invites.authenticate(uid(request.params), token(request.headers));
    const body = request.body as z.output<typeof packageCheckRequestSchema>;
    return s.catalogue.check(body.packageId, body.countryCriteria);
  });

  app.post('/api/invites/:userId/pricing', {
    schema: { tags: ['invites'], params, headers: inviteHeaders, body: invitePricingRequestSchema, response: responses({ 200: pricingResponseSchema }, [...auth, 404, 409]) },
  }, async (request) => {
    const user = await s.invites.authenticate(uid(request.params), token(request.headers));
    const body = request.body as z.output<typeof invitePricingRequestSchema>;
    if (body.userId !== user.id) throw forbidden('invite.user.mismatch');
    const address = body.address ?? user.address;
    const result = await s.pricing.price({
      packageId: body.orderDetail.packageId, services: body.orderDetail.services, payForCoparent: false,
      country: address?.country ?? null, region: address?.region ?? null, paymentCodes: body.subscriptionCodes, promoCodes: body.promoCodes,
      request: body as Record<string, unknown>,
    });
    return result.response;
  });

  app.post('/api/invites/:userId/pay', {
    schema: {
      tags: ['invites', 'payments'], params,
      headers: headers({ [apiHeaders.inviteToken]: optionalTokenHeader, [apiHeaders.idempotencyKey]: z.string().trim().min(8).max(200).optional() }),
      body: invitePayRequestSchema,
      response: responses({ 200: payResponseSchema }, [...auth, 402, 404, 409, 422]),
    },
  }, async (request, reply) => {
    const h = request.headers as H;
    const result = await s.invitePayment.pay(uid(request.params), h[apiHeaders.inviteToken], h[apiHeaders.idempotencyKey], request.body as z.output<typeof invitePayRequestSchema>, languageOf(request.headers['accept-language']), request.log);
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(result.status).send(result.body);
  });

  app.post('/api/invites/request-link', { schema: { tags: ['invites'], headers: inviteHeaders, response: responses({ 200: requestLinkResponseSchema }, [400, 404, 422, 429]) } }, async (request) =>
    s.invites.requestNewLink(token(request.headers), request.headers['accept-language'] ? languageOf(request.headers['accept-language']) : undefined),
  );

  app.post('/api/invites/:userId/terms-agreed', { schema: { tags: ['invites'], params, headers: inviteHeaders, response: responses({ 200: okBodySchema }, auth) } }, async (request) =>
    s.invites.markTermsAgreed(uid(request.params), token(request.headers)),
  );

  app.get('/api/invites/:userId/terms', { schema: { tags: ['invites'], params, headers: inviteHeaders, response: responses({ 200: userTermsSchema }, auth) } }, async (request) =>
    s.invites.terms(uid(request.params), token(request.headers)),
  );

  app.put('/api/users/:userId/marketing-opt-in', {
    schema: { tags: ['accounts'], params, headers: headers({ [apiHeaders.inviteToken]: optionalTokenHeader, authorization: optionalTokenHeader }), body: marketingOptInRequestSchema, response: responses({ 200: okBodySchema }, [400, 401]) },
  }, async (request) => {
    const h = request.headers as H;
    return s.accounts.setMarketingOptIn(uid(request.params), { inviteToken: h[apiHeaders.inviteToken], authorization: h.authorization }, (request.body as { data: boolean }).data);
  });
}
