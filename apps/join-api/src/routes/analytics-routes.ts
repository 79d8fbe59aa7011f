// CONTRACTS#analytics-and-discount-links: POST /api/analytics/events takes the batches the browser's API sink sends when no
// Segment write key is configured (spec §3 segmentAnonymousId, §6 account labels, §9 analytics
// version id 9). Sandbox mode adds a read-back endpoint for tests and the funnel view.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_VERSION } from '@join/domain';
import { z } from 'zod';
import { funnelRoutes } from './funnel-routes';
import { responses } from './route-helpers';

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
export const analyticsBatchSchema = z.strictObject({ events: z.array(analyticsEventSchema).min(1).max(MAX_BATCH) });
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

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = app.services.analytics;

  // navigator.sendBeacon posts text/plain (a JSON content type would need a CORS preflight on
  // other origins), so in this plugin's scope plain text is parsed as JSON too.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body.toString()));
    } catch {
      done(Object.assign(new Error('Body is not JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  app.post(
    '/api/analytics/events',
    {
      schema: { operationId: 'recordAnalyticsEvents', tags: ['analytics'], body: analyticsBatchSchema, response: responses({ 202: acceptedSchema }, [400, 429]) },
    },
    async (request, reply) => reply.status(202).send(await analytics.record(request.ip, request.body.events)),
  );

  if (!app.config.sandbox) return;

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
