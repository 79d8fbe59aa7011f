// spec §7 professional validator and create (paths as the spec shows them), activation-code
// purchase, and the lookup lists (localised by Accept-Language).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiHeaders, lookupListResponseSchema, lookupNameSchema, proCreateRequestSchema, proCreateResponseSchema, proValidatorQuerySchema,
  proValidatorRequestSchema, proValidatorResponseSchema, purchaseCodesRequestSchema, purchaseCodesResponseSchema, regionsQuerySchema, timezonesQuerySchema,
} from '@join/schemas';
import { languageOf, translatorFor } from '../services/messages';
import { allCountries, lookupList, regionList, timezoneList } from '../services/lookups';
import { headers, optionalTokenHeader, responses } from './route-helpers';

const proHeaders = headers({ [apiHeaders.anonymousId]: z.string().max(100).optional(), [apiHeaders.activity]: z.string().max(20).optional() });

export async function professionalRoutes(app: FastifyInstance) {
  const s = app.services;

  app.post('/api/v2/professional/users/validator', {
    schema: { tags: ['professionals'], headers: proHeaders, querystring: proValidatorQuerySchema, body: proValidatorRequestSchema, response: responses({ 200: proValidatorResponseSchema }, [400, 409]) },
  }, async (request) => s.professionals.validate((request.query as z.output<typeof proValidatorQuerySchema>).step, request.body as Record<string, unknown>));

  app.post('/api/v2/professional/users', { schema: { tags: ['professionals'], body: proCreateRequestSchema, response: responses({ 201: proCreateResponseSchema }, [400, 409]) } }, async (request, reply) => {
    const locale = languageOf(request.headers['accept-language']) === 'es' ? 'es_MX' : 'en_US';
    return reply.status(201).send(await s.professionals.create(request.body as Record<string, unknown>, locale));
  });

  app.post('/api/v2/professional/activation-codes', {
    schema: { tags: ['professionals', 'payments'], headers: headers({ authorization: optionalTokenHeader }), body: purchaseCodesRequestSchema, response: responses({ 201: purchaseCodesResponseSchema }, [400, 401, 402, 404, 409]) },
  }, async (request, reply) => reply.status(201).send(await s.activationCodes.purchase(request.headers.authorization, request.body as z.output<typeof purchaseCodesRequestSchema>)));

  const cache = 'public, max-age=3600';
  app.get('/api/lookups/:name', {
    schema: { tags: ['lookups'], params: z.object({ name: lookupNameSchema.or(z.literal('all-countries')) }), response: responses({ 200: lookupListResponseSchema }, [400]) },
  }, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    const name = (request.params as { name: string }).name;
    reply.header('cache-control', cache).header('vary', 'accept-language');
    if (name === 'all-countries') return { items: allCountries(lang) };
    return { items: lookupList(name as z.output<typeof lookupNameSchema>, lang, translatorFor(request.headers['accept-language'])) };
  });

  app.get('/api/lookups/regions', { schema: { tags: ['lookups'], querystring: regionsQuerySchema, response: responses({ 200: lookupListResponseSchema }) } }, async (request, reply) => {
    reply.header('cache-control', cache);
    // spec §9: the default country for region lookups is US.
    return { items: regionList((request.query as { countryId?: string }).countryId ?? 'US') };
  });

  app.get('/api/lookups/timezones', { schema: { tags: ['lookups'], querystring: timezonesQuerySchema, response: responses({ 200: lookupListResponseSchema }) } }, async (request, reply) => {
    const q = request.query as z.output<typeof timezonesQuerySchema>;
    reply.header('cache-control', cache).header('vary', 'accept-language');
    return { items: timezoneList(q.country ?? 'US', q.region, languageOf(request.headers['accept-language'])) };
  });
}
