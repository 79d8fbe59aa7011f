// spec §7 pricing group lookup, package list, package-and-country check, pricing calculation.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiHeaders, packageCheckRequestSchema, packageCheckResponseSchema, packageListResponseSchema, pricingGroupNameSchema,
  pricingGroupRequestSchema, pricingGroupResponseSchema, pricingRequestSchema, pricingResponseSchema,
} from '@join/schemas';
import { sha256 } from '../lib/ids';
import { languageOf } from '../services/messages';
import { headers, optionalTokenHeader, responses } from './route-helpers';

const listQuery = z.object({ country: z.string().trim().regex(/^[A-Za-z]{2}$/), pricingGroup: pricingGroupNameSchema.optional() });

export async function catalogueRoutes(app: FastifyInstance) {
  const s = app.services;

  app.post('/api/pricing/group', { schema: { tags: ['catalogue'], body: pricingGroupRequestSchema, response: responses({ 200: pricingGroupResponseSchema }) } }, async (request) => {
    const body = request.body as z.output<typeof pricingGroupRequestSchema>;
    return s.catalogue.pricingGroup(body.country, body.countryCode, languageOf(request.headers['accept-language']));
  });

  app.get('/api/packages', { schema: { tags: ['catalogue'], querystring: listQuery, response: responses({ 200: packageListResponseSchema }) } }, async (request, reply) => {
    const q = request.query as z.output<typeof listQuery>;
    reply.header('vary', 'accept-language');
    return { packages: await s.catalogue.list(q.country, q.pricingGroup, languageOf(request.headers['accept-language'])) };
  });

  app.post('/api/packages/check', { schema: { tags: ['catalogue'], body: packageCheckRequestSchema, response: responses({ 200: packageCheckResponseSchema }, [400, 404, 409]) } }, async (request) => {
    const body = request.body as z.output<typeof packageCheckRequestSchema>;
    return s.catalogue.check(body.packageId, body.countryCriteria);
  });

  app.post('/api/pricing', {
    schema: { tags: ['catalogue'], headers: headers({ [apiHeaders.registrationKey]: optionalTokenHeader }), body: pricingRequestSchema, response: responses({ 200: pricingResponseSchema }, [400, 404, 409]) },
  }, async (request) => {
    const body = request.body as z.output<typeof pricingRequestSchema>;
    // The limbo registration's referrer coupon applies only with its key.
    let referrerKey: string | null = null;
    const key = (request.headers as Record<string, string | undefined>)[apiHeaders.registrationKey];
    if (body.limboId && key) {
      const row = await s.repos.registrations.byId(body.limboId);
      if (row && row.key_hash === sha256(key)) referrerKey = row.referrer_key;
    }
    const result = await s.pricing.price({
      packageId: body.orderDetail.packageId,
      services: body.orderDetail.services,
      payForCoparent: body.payForCoparent,
      country: body.address?.country ?? null,
      region: body.address?.region ?? null,
      paymentCodes: body.paymentCodes,
      promoCodes: body.promoCodes,
      referrerKey,
      request: body as Record<string, unknown>,
    });
    return result.response;
  });
}
