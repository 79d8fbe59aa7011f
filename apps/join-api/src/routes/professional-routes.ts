// spec §7 professional validator and create (paths as the spec shows them), activation-code
// purchase, and the lookup lists (localised by Accept-Language).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIp } from '../plugins/rate-limits';
import { z } from 'zod';
import {
  apiHeaders,
  errorBodySchema,
  lookupListResponseSchema,
  lookupNameSchema,
  proCreateRequestSchema,
  proCreateResponseSchema,
  proValidatorQuerySchema,
  proValidatorRequestSchema,
  proValidatorResponseSchema,
  purchaseCodesRequestSchema,
  purchaseCodesResponseSchema,
  regionsQuerySchema,
  timezonesQuerySchema,
} from '@join/schemas';
import { languageOf, translatorFor } from '../services/messages';
import { allCountries, lookupList, regionList, timezoneList } from '../services/lookups';
import { authSchemes } from '../plugins/openapi';
import { authHeaders, declaredAnswer, headers, responses } from './route-helpers';
import { MINUTE } from '@join/domain';

// 202: the purchase is still being checked with the gateway (CONTRACTS#money-under-faults); 502: the gateway failed;
// 429 and 503: the card-testing cool-down and the decline breaker.
const codesResponses = responses(
  { 201: purchaseCodesResponseSchema, 202: errorBodySchema },
  [400, 401, 402, 404, 409, 422, 429, 502, 503],
);
const proHeaders = headers({
  [apiHeaders.anonymousId]: z.string().max(100).optional(),
  [apiHeaders.activity]: z.string().max(20).optional(),
});

export const professionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.post(
    '/api/v2/professional/users/validator',
    {
      config: perIp(app, 'pro-validator', 120, 10 * MINUTE),
      schema: {
        operationId: 'validateProfessionalStep',
        tags: ['professionals'],
        headers: proHeaders,
        querystring: proValidatorQuerySchema,
        body: proValidatorRequestSchema,
        response: responses({ 200: proValidatorResponseSchema }, [400, 409]),
      },
    },
    async (request) => s.professionals.validate(request.query.step, request.body),
  );

  // Creating a professional mails the address given: a tight limit keeps it from mailing strangers.
  app.post(
    '/api/v2/professional/users',
    {
      config: perIp(app, 'pro-signup', 10, 60 * MINUTE),
      schema: {
        operationId: 'createProfessional',
        tags: ['professionals'],
        body: proCreateRequestSchema,
        response: responses({ 201: proCreateResponseSchema }, [400, 409]),
      },
    },
    async (request, reply) => {
      const locale = languageOf(request.headers['accept-language']) === 'es' ? 'es_MX' : 'en_US';
      return reply.status(201).send(await s.professionals.create(request.body, locale));
    },
  );

  app.post(
    '/api/v2/professional/activation-codes',
    {
      schema: {
        operationId: 'purchaseActivationCodes',
        tags: ['professionals', 'payments'],
        security: [{ [authSchemes.bearer]: [] }],
        headers: headers({ ...authHeaders.bearer, ...authHeaders.idempotencyKey }),
        body: purchaseCodesRequestSchema,
        response: codesResponses,
      },
    },
    async (request, reply) => {
      const result = await s.activationCodes.purchase(
        request.headers.authorization,
        request.headers[apiHeaders.idempotencyKey],
        request.body,
        request.ip,
        request.log,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      const answer = declaredAnswer(codesResponses, result);
      return reply.status(answer.status).send(answer.body);
    },
  );

  const cache = 'public, max-age=3600';
  app.get(
    '/api/lookups/:name',
    {
      schema: {
        operationId: 'getLookupList',
        tags: ['lookups'],
        params: z.object({ name: lookupNameSchema.or(z.literal('all-countries')) }),
        response: responses({ 200: lookupListResponseSchema }, [400]),
      },
    },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const { name } = request.params;
      reply.header('cache-control', cache).header('vary', 'accept-language');
      if (name === 'all-countries') return { items: allCountries(lang) };
      return { items: lookupList(name, lang, translatorFor(request.headers['accept-language'])) };
    },
  );

  app.get(
    '/api/lookups/regions',
    {
      schema: {
        operationId: 'listRegions',
        tags: ['lookups'],
        querystring: regionsQuerySchema,
        response: responses({ 200: lookupListResponseSchema }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cache);
      // spec §9: the default country for region lookups is US.
      return { items: regionList(request.query.countryId ?? 'US') };
    },
  );

  app.get(
    '/api/lookups/timezones',
    {
      schema: {
        operationId: 'listTimezones',
        tags: ['lookups'],
        querystring: timezonesQuerySchema,
        response: responses({ 200: lookupListResponseSchema }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      reply.header('cache-control', cache).header('vary', 'accept-language');
      return {
        items: timezoneList(q.country ?? 'US', q.region, languageOf(request.headers['accept-language'])),
      };
    },
  );
};
