// spec §7 pricing group lookup, package list, package-and-country check, pricing calculation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIp } from '../plugins/rate-limits';
import { z } from 'zod';
import {
  apiHeaders,
  packageCheckRequestSchema,
  packageCheckResponseSchema,
  packageListResponseSchema,
  pricingGroupNameSchema,
  pricingGroupRequestSchema,
  pricingGroupResponseSchema,
  pricingRequestSchema,
  pricingResponseSchema,
} from '@join/schemas';
import { languageOf } from '../services/messages';
import { authHeaders, headers, responses } from './route-helpers';
import { MINUTE } from '@join/domain';

const listQuery = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/),
  pricingGroup: pricingGroupNameSchema.optional(),
});

/** Activation-code attempts per IP in ten minutes (CONTRACTS#trust 4). */
export const CODE_ATTEMPTS = 30;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.post(
    '/api/pricing/group',
    {
      config: perIp(app, 'pricing-group', 120, MINUTE),
      schema: {
        operationId: 'findPricingGroup',
        tags: ['catalogue'],
        body: pricingGroupRequestSchema,
        response: responses({ 200: pricingGroupResponseSchema }),
      },
    },
    async (request) =>
      s.catalogue.pricingGroup(
        request.body.country,
        request.body.countryCode,
        languageOf(request.headers['accept-language']),
      ),
  );

  app.get(
    '/api/packages',
    {
      schema: {
        operationId: 'listPackages',
        tags: ['catalogue'],
        querystring: listQuery,
        response: responses({ 200: packageListResponseSchema }),
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return {
        packages: await s.catalogue.list(
          request.query.country,
          request.query.pricingGroup,
          languageOf(request.headers['accept-language']),
        ),
      };
    },
  );

  app.post(
    '/api/packages/check',
    {
      schema: {
        operationId: 'checkPackageCountry',
        tags: ['catalogue'],
        body: packageCheckRequestSchema,
        response: responses({ 200: packageCheckResponseSchema }, [400, 404, 409]),
      },
    },
    async (request) => s.catalogue.check(request.body.packageId, request.body.countryCriteria),
  );

  app.post(
    '/api/pricing',
    {
      config: perIp(app, 'pricing', 120, MINUTE),
      schema: {
        operationId: 'calculatePricing',
        tags: ['catalogue'],
        headers: headers(authHeaders.registrationKey),
        body: pricingRequestSchema,
        response: responses({ 200: pricingResponseSchema }, [400, 404, 409, 429]),
      },
    },
    async (request) => {
      const body = request.body;
      // Activation codes are guessable only by trying: their attempts have their own limit.
      if (body.paymentCodes?.length)
        await s.limiter.check(`codes:ip:${request.ip}`, CODE_ATTEMPTS, 10 * MINUTE);
      // The limbo registration's referrer coupon applies only with its key.
      const referrerKey = await s.registrations.referrerKeyOf(
        body.limboId ?? undefined,
        request.headers[apiHeaders.registrationKey],
      );
      const result = await s.pricing.price({
        packageId: body.orderDetail.packageId,
        services: body.orderDetail.services,
        payForCoparent: body.payForCoparent,
        country: body.address?.country ?? null,
        region: body.address?.region ?? null,
        phoneCountryCode: body.phoneCountryCode ?? null,
        paymentCodes: body.paymentCodes,
        promoCodes: body.promoCodes,
        referrerKey,
        request: body,
      });
      return result.response;
    },
  );
};
