// spec §7 create / update parent registration, available coupons, register and pay.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIp } from '../plugins/rate-limits';
import { z } from 'zod';
import {
  apiHeaders,
  couponListResponseSchema,
  errorBodySchema,
  finishLaterRequestSchema,
  finishLaterResponseSchema,
  payResponseSchema,
  resumeRequestSchema,
  resumeResponseSchema,
  registerAndPayRequestSchema,
  registrationCreateRequestSchema,
  registrationResponseSchema,
  registrationUpdateRequestSchema,
} from '@join/schemas';
import { languageOf } from '../services/messages';
import { mailLocaleOf } from '../mail/templates';
import { authSchemes } from '../plugins/openapi';
import { authHeaders, declaredAnswer, headers, responses } from './route-helpers';
import { MINUTE } from '@join/domain';

const params = z.object({ signupId: z.string().trim().min(1).max(64) });
const keyHeaders = headers({ ...authHeaders.registrationKey, ...authHeaders.referrerKey });
const registrationKey = [{ [authSchemes.registrationKey]: [] }];

// 202: the payment is still being checked with the gateway (CONTRACTS#money-under-faults); 502: the gateway failed.
const payResponses = responses(
  { 200: payResponseSchema, 202: errorBodySchema },
  [400, 402, 403, 404, 409, 422, 429, 502, 503],
);

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.post(
    '/api/registrations',
    {
      config: perIp(app, 'signup', 30, 10 * MINUTE),
      schema: {
        operationId: 'createRegistration',
        tags: ['registration'],
        headers: keyHeaders,
        body: registrationCreateRequestSchema,
        response: responses({ 201: registrationResponseSchema }, [400, 409, 429]),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await s.registrations.create(request.body, request.headers[apiHeaders.referrerKey], request.ip),
        ),
  );

  app.put(
    '/api/registrations/:signupId',
    {
      schema: {
        operationId: 'updateRegistration',
        tags: ['registration'],
        security: registrationKey,
        params,
        headers: keyHeaders,
        body: registrationUpdateRequestSchema,
        response: responses({ 200: registrationResponseSchema }, [400, 403, 404, 409, 429]),
      },
    },
    async (request) => {
      const h = request.headers;
      return s.registrations.update(
        request.params.signupId,
        h[apiHeaders.registrationKey],
        request.body,
        h[apiHeaders.referrerKey],
        request.ip,
      );
    },
  );

  app.get(
    '/api/registrations/:signupId/coupons',
    {
      schema: {
        operationId: 'listRegistrationCoupons',
        tags: ['catalogue'],
        security: registrationKey,
        params,
        headers: keyHeaders,
        response: responses({ 200: couponListResponseSchema }, [403, 404]),
      },
    },
    async (request) => {
      const row = await s.registrations.authorise(
        request.params.signupId,
        request.headers[apiHeaders.registrationKey],
      );
      return {
        coupons: await s.catalogue.coupons(row.referrer_key, languageOf(request.headers['accept-language'])),
      };
    },
  );

  // docs/security.md Finish-later link: the holder of the key asks for a link by mail.
  app.post(
    '/api/registrations/:signupId/finish-later',
    {
      schema: {
        operationId: 'mailFinishLaterLink',
        tags: ['registration'],
        security: registrationKey,
        params,
        headers: keyHeaders,
        body: finishLaterRequestSchema,
        response: responses({ 200: finishLaterResponseSchema }, [400, 403, 404, 429]),
      },
    },
    async (request) =>
      s.finishLater.ask(
        request.params.signupId,
        request.headers[apiHeaders.registrationKey],
        request.body,
        mailLocaleOf(request.headers['accept-language']),
      ),
  );

  // The link's token opens the registration on this device (410 once expired, used up or paid).
  app.post(
    '/api/registrations/resume',
    {
      config: perIp(app, 'resume', 30, 10 * MINUTE),
      schema: {
        operationId: 'resumeRegistration',
        tags: ['registration'],
        body: resumeRequestSchema,
        response: responses({ 200: resumeResponseSchema }, [400, 410, 429]),
      },
    },
    async (request) => s.finishLater.resume(request.body.token),
  );

  app.post(
    '/api/registrations/:signupId/pay',
    {
      schema: {
        operationId: 'registerAndPay',
        tags: ['payments'],
        security: registrationKey,
        params,
        headers: headers({ ...authHeaders.registrationKey, ...authHeaders.idempotencyKey }),
        body: registerAndPayRequestSchema,
        response: payResponses,
      },
    },
    async (request, reply) => {
      const h = request.headers;
      const attempt = {
        scope: `reg:${request.params.signupId}`,
        ip: request.ip,
        deviceData: request.body.payment.deviceData,
      };
      const result = await s.cardAttempts.guard(attempt, () =>
        s.registerAndPay.pay(
          request.params.signupId,
          h[apiHeaders.registrationKey],
          h[apiHeaders.idempotencyKey],
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
};
