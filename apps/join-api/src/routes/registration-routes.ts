// spec §7 create / update parent registration, available coupons, register and pay.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  apiHeaders, couponListResponseSchema, payResponseSchema, registerAndPayRequestSchema,
  registrationCreateRequestSchema, registrationResponseSchema, registrationUpdateRequestSchema,
} from '@join/schemas';
import { z as zod } from 'zod';
import { languageOf } from '../services/messages';
import { headers, optionalTokenHeader, responses } from './route-helpers';
import { couponDescription } from '../services/catalogue-service';

const params = zod.object({ signupId: zod.string().trim().min(1).max(64) });
const keyHeaders = headers({ [apiHeaders.registrationKey]: optionalTokenHeader, [apiHeaders.referrerKey]: zod.string().trim().max(64).optional() });
type Params = z.output<typeof params>;
type KeyHeaders = Record<string, string | undefined>;

export async function registrationRoutes(app: FastifyInstance) {
  const s = app.services;

  app.post('/api/registrations', {
    schema: { tags: ['registration'], headers: keyHeaders, body: registrationCreateRequestSchema, response: responses({ 201: registrationResponseSchema }, [400, 409]) },
  }, async (request, reply) => {
    const h = request.headers as KeyHeaders;
    const result = await s.registrations.create(request.body as z.output<typeof registrationCreateRequestSchema>, h[apiHeaders.referrerKey]);
    return reply.status(201).send(result);
  });

  app.put('/api/registrations/:signupId', {
    schema: { tags: ['registration'], params, headers: keyHeaders, body: registrationUpdateRequestSchema, response: responses({ 200: registrationResponseSchema }, [400, 403, 404, 409]) },
  }, async (request) => {
    const h = request.headers as KeyHeaders;
    return s.registrations.update((request.params as Params).signupId, h[apiHeaders.registrationKey], request.body as z.output<typeof registrationUpdateRequestSchema>, h[apiHeaders.referrerKey]);
  });

  app.get('/api/registrations/:signupId/coupons', {
    schema: { tags: ['catalogue'], params, headers: keyHeaders, response: responses({ 200: couponListResponseSchema }, [403, 404]) },
  }, async (request) => {
    const row = await s.registrations.authorise((request.params as Params).signupId, (request.headers as KeyHeaders)[apiHeaders.registrationKey]);
    const coupons = await s.repos.catalogue.couponsForReferrer(row.referrer_key);
    const lang = languageOf(request.headers['accept-language']);
    return { coupons: coupons.map((c) => ({ couponCode: c.code, description: couponDescription(c, lang), percent: c.percent_off })) };
  });

  app.post('/api/registrations/:signupId/pay', {
    schema: {
      tags: ['payments'], params,
      headers: headers({ [apiHeaders.registrationKey]: optionalTokenHeader, [apiHeaders.idempotencyKey]: zod.string().trim().min(8).max(200).optional() }),
      body: registerAndPayRequestSchema,
      response: responses({ 200: payResponseSchema }, [400, 402, 403, 404, 409, 422]),
    },
  }, async (request, reply) => {
    const h = request.headers as KeyHeaders;
    const result = await s.registerAndPay.pay((request.params as Params).signupId, h[apiHeaders.registrationKey], h[apiHeaders.idempotencyKey], request.body as z.output<typeof registerAndPayRequestSchema>, languageOf(request.headers['accept-language']), request.log);
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(result.status).send(result.body);
  });
}
