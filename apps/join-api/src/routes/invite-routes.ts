// spec §7 invited co-parent calls; the invite token travels in X-Invite-Token (spec §6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIp } from '../plugins/rate-limits';
import { CODE_ATTEMPTS } from './catalogue-routes';
import { z } from 'zod';
import {
  apiHeaders,
  emailConfirmationRequestSchema,
  emailConfirmationResponseSchema,
  errorBodySchema,
  invitePayRequestSchema,
  invitePricingRequestSchema,
  inviteContextSchema,
  inviteRegistrationRequestSchema,
  inviteRegistrationResponseSchema,
  marketingOptInRequestSchema,
  okBodySchema,
  packageCheckRequestSchema,
  packageCheckResponseSchema,
  payResponseSchema,
  pricingResponseSchema,
  requestLinkResponseSchema,
  userIdSchema,
  userTermsSchema,
} from '@join/schemas';
import { forbidden } from '../lib/api-error';
import { languageOf } from '../services/messages';
import { authSchemes } from '../plugins/openapi';
import { authHeaders, declaredAnswer, headers, responses } from './route-helpers';
import { MINUTE } from '@join/domain';

const params = z.object({ userId: userIdSchema });
const inviteHeaders = headers(authHeaders.inviteToken);
const invite = [{ [authSchemes.inviteToken]: [] }];
const token = (h: { [apiHeaders.inviteToken]?: string }) => h[apiHeaders.inviteToken];
// After the payment the invite token is retired: the credentials token it handed out speaks for the user.
const holderHeaders = headers({ ...authHeaders.inviteToken, ...authHeaders.bearer });
const holder = [...invite, { [authSchemes.bearer]: [] }];

// 202: the payment is still being checked with the gateway (CONTRACTS#money-under-faults); 502: the gateway failed.
const payResponses = responses(
  { 200: payResponseSchema, 202: errorBodySchema },
  [400, 401, 403, 402, 404, 409, 422, 429, 502, 503],
);

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;
  const auth = [400, 401, 403] as const;

  app.get(
    '/api/invites/:userId',
    {
      schema: {
        operationId: 'getInvite',
        tags: ['invites'],
        security: invite,
        params,
        headers: inviteHeaders,
        response: responses({ 200: inviteContextSchema }, auth),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return s.invites.context(request.params.userId, token(request.headers));
    },
  );

  app.put(
    '/api/invites/:userId/registration',
    {
      schema: {
        operationId: 'updateInviteRegistration',
        tags: ['invites'],
        security: invite,
        params,
        headers: inviteHeaders,
        body: inviteRegistrationRequestSchema,
        response: responses({ 200: inviteRegistrationResponseSchema }, [...auth, 409]),
      },
    },
    async (request) =>
      s.invites.updateRegistration(request.params.userId, token(request.headers), request.body),
  );

  app.post(
    '/api/invites/:userId/packages/check',
    {
      schema: {
        operationId: 'checkInvitePackageCountry',
        tags: ['invites'],
        security: invite,
        params,
        headers: inviteHeaders,
        body: packageCheckRequestSchema,
        response: responses({ 200: packageCheckResponseSchema }, [...auth, 404, 409]),
      },
    },
    async (request) => {
      await s.invites.authenticate(request.params.userId, token(request.headers));
      return s.catalogue.check(request.body.packageId, request.body.countryCriteria);
    },
  );

  app.post(
    '/api/invites/:userId/pricing',
    {
      config: perIp(app, 'pricing', 120, MINUTE),
      schema: {
        operationId: 'calculateInvitePricing',
        tags: ['invites'],
        security: invite,
        params,
        headers: inviteHeaders,
        body: invitePricingRequestSchema,
        response: responses({ 200: pricingResponseSchema }, [...auth, 404, 409]),
      },
    },
    async (request) => {
      const user = await s.invites.authenticate(request.params.userId, token(request.headers));
      const body = request.body;
      if (body.userId !== user.id) throw forbidden('invite.user.mismatch');
      const address = body.address ?? user.address;
      if (body.subscriptionCodes?.length)
        await s.limiter.check(`codes:ip:${request.ip}`, CODE_ATTEMPTS, 10 * MINUTE);
      const result = await s.pricing.price({
        packageId: body.orderDetail.packageId,
        services: body.orderDetail.services,
        payForCoparent: false,
        country: address?.country ?? null,
        region: address?.region ?? null,
        phoneCountryCode: user.phone_country_code,
        paymentCodes: body.subscriptionCodes,
        promoCodes: body.promoCodes,
        request: body,
      });
      return result.response;
    },
  );

  app.post(
    '/api/invites/:userId/pay',
    {
      schema: {
        operationId: 'payForInvite',
        tags: ['invites', 'payments'],
        security: invite,
        params,
        headers: headers({ ...authHeaders.inviteToken, ...authHeaders.idempotencyKey }),
        body: invitePayRequestSchema,
        response: payResponses,
      },
    },
    async (request, reply) => {
      const attempt = {
        scope: `invite:${request.params.userId}`,
        ip: request.ip,
        deviceData: request.body.payment.deviceData ?? request.body.deviceData,
      };
      const result = await s.cardAttempts.guard(attempt, () =>
        s.invitePayment.pay(
          request.params.userId,
          token(request.headers),
          request.headers[apiHeaders.idempotencyKey],
          request.body,
          languageOf(request.headers['accept-language']),
          request.log,
        ),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      const answer = declaredAnswer(payResponses, result);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    '/api/invites/request-link',
    {
      config: perIp(app, 'request-link', 10, 15 * MINUTE),
      schema: {
        operationId: 'requestNewInviteLink',
        tags: ['invites'],
        security: invite,
        headers: inviteHeaders,
        response: responses({ 200: requestLinkResponseSchema }, [400, 401, 404, 409, 422, 429]),
      },
    },
    async (request) =>
      s.invites.requestNewLink(
        token(request.headers),
        request.headers['accept-language'] ? languageOf(request.headers['accept-language']) : undefined,
      ),
  );

  app.post(
    '/api/invites/:userId/terms-agreed',
    {
      schema: {
        operationId: 'agreeToInviteTerms',
        tags: ['invites'],
        security: holder,
        params,
        headers: holderHeaders,
        response: responses({ 200: okBodySchema }, auth),
      },
    },
    async (request) =>
      s.invites.markTermsAgreed(request.params.userId, token(request.headers), request.headers.authorization),
  );

  app.get(
    '/api/invites/:userId/terms',
    {
      schema: {
        operationId: 'getInviteTerms',
        tags: ['invites'],
        security: holder,
        params,
        headers: holderHeaders,
        response: responses({ 200: userTermsSchema }, auth),
      },
    },
    async (request) =>
      s.invites.terms(request.params.userId, token(request.headers), request.headers.authorization),
  );

  // CONTRACTS#trust 5: the link mailed to a new address; the change applies here, not when asked for.
  app.post(
    '/api/accounts/email-confirmation',
    {
      config: perIp(app, 'email-confirmation', 20, 15 * MINUTE),
      schema: {
        operationId: 'confirmEmailChange',
        tags: ['accounts'],
        body: emailConfirmationRequestSchema,
        response: responses({ 200: emailConfirmationResponseSchema }, [400, 409, 410, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return s.invites.confirmEmailChange(request.body.token);
    },
  );

  app.put(
    '/api/users/:userId/marketing-opt-in',
    {
      schema: {
        operationId: 'setMarketingOptIn',
        tags: ['accounts'],
        security: [...invite, { [authSchemes.bearer]: [] }],
        params,
        headers: headers({ ...authHeaders.inviteToken, ...authHeaders.bearer }),
        body: marketingOptInRequestSchema,
        response: responses({ 200: okBodySchema }, [400, 401]),
      },
    },
    async (request) =>
      s.accounts.setMarketingOptIn(
        request.params.userId,
        { inviteToken: token(request.headers), authorization: request.headers.authorization },
        request.body.data,
      ),
  );
};
