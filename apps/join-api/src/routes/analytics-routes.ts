// CONTRACTS#analytics-and-discount-links: POST /api/analytics/events takes the batches the browser's API sink sends when no
// Segment write key is configured (spec §3 segmentAnonymousId, §6 account labels, §9 analytics
// version id 9). Sandbox mode adds a read-back endpoint for tests and the funnel view.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_VERSION } from '@join/domain';
import { DEVICE_CLASSES, WEB_VITAL_NAMES, WEB_VITALS_ENDPOINT, webVitalsBeaconSchema } from '@join/schemas';
import { z } from 'zod';
import { trackingRefused } from '../services/web-vitals-service';
import { funnelRoutes } from './funnel-routes';
import { parseAsJson, responses } from './route-helpers';

/** A batch is what one page collects in a few seconds; larger ones are refused, not cut. */
export const MAX_BATCH = 50;
const MAX_PROPERTIES = 30;

const propertyValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);
const analyticsEventSchema = z.strictObject({
  type: z.enum(['page', 'track']),
  name: z.string().trim().min(1).max(100),
  anonymousId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  account: z.enum(['Parent A', 'Parent B', 'Professional']).optional(),
  versionId: z.literal(ANALYTICS_VERSION.id),
  path: z
    .string()
    .max(200)
    .regex(/^\/[\w\-/.]*$/)
    .optional(),
  properties: z
    .record(z.string().min(1).max(60), propertyValue)
    .refine((p) => Object.keys(p).length <= MAX_PROPERTIES, 'validation:invalid')
    .default({}),
  at: z.iso.datetime({ offset: true }),
});
export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(MAX_BATCH),
});
const acceptedSchema = z.object({ accepted: z.number().int() });

const storedEventSchema = z.object({
  id: z.number(),
  type: z.enum(['page', 'track']),
  name: z.string(),
  path: z.string().nullable(),
  account: z.string().nullable(),
  versionId: z.number(),
  properties: z.record(z.string(), z.unknown()),
  at: z.string(),
  receivedAt: z.string(),
});
const visitorEventsSchema = z.object({ events: z.array(storedEventSchema) });

const storedVitalSchema = z.object({
  id: z.string(),
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number(),
  rating: z.string().nullable(),
  route: z.string(),
  device: z.enum(DEVICE_CLASSES),
  remotes: z.array(z.object({ name: z.string(), version: z.string(), manifest: z.string().optional() })),
  receivedAt: z.string(),
});

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = app.services.analytics;

  parseAsJson(app, 'text/plain');

  app.post(
    '/api/analytics/events',
    {
      schema: {
        operationId: 'recordAnalyticsEvents',
        tags: ['analytics'],
        body: analyticsBatchSchema,
        response: responses({ 202: acceptedSchema }, [400, 429]),
      },
    },
    async (request, reply) => reply.status(202).send(await analytics.record(request.ip, request.body.events)),
  );

  // Field data from real visitors: the shell's web-vitals beacon when a page goes away.
  app.post(
    WEB_VITALS_ENDPOINT,
    {
      schema: {
        operationId: 'recordWebVitals',
        tags: ['analytics'],
        body: webVitalsBeaconSchema,
        response: responses({ 202: acceptedSchema }, [400, 429]),
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await analytics.vitals.record(request.ip, request.body, trackingRefused(request.headers))),
  );

  if (!app.config.sandbox) return;

  app.get(
    '/api/dev/analytics/vitals',
    {
      schema: {
        operationId: 'listRecentWebVitals',
        tags: ['sandbox'],
        querystring: z.object({
          route: webVitalsBeaconSchema.shape.route,
          since: z.iso.datetime({ offset: true }),
        }),
        response: responses({ 200: z.object({ vitals: z.array(storedVitalSchema) }) }, [400]),
      },
    },
    async (request) => ({
      vitals: await analytics.vitals.since(request.query.route, new Date(request.query.since)),
    }),
  );

  app.get(
    '/api/dev/analytics/events',
    {
      schema: {
        operationId: 'listVisitorAnalyticsEvents',
        tags: ['sandbox'],
        querystring: z.object({ anonymousId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
        response: responses({ 200: visitorEventsSchema }, [400]),
      },
    },
    async (request) => ({ events: await analytics.visitorEvents(request.query.anonymousId) }),
  );

  await app.register(funnelRoutes);
};
