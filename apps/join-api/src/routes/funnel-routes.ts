// CONTRACTS#analytics-and-discount-links funnel view for the product team, sandbox only (registered by analytics-routes):
// GET /dev/funnel (HTML with a date range form) and GET /api/dev/funnel (the same numbers as JSON).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/api-error';
import { renderFunnelPage } from './funnel-page';
import { responses } from './route-helpers';
import { DAY } from '@join/domain';

/** Without a range the view shows the last 30 days, today included (UTC dates). */
const DEFAULT_DAYS = 30;

const rangeQuery = z.object({
  from: z.iso
    .date()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  to: z.iso
    .date()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const stepVitalSchema = z.object({ p75: z.number(), samples: z.number() }).nullable();
const stepSchema = z.object({
  label: z.string(),
  reached: z.number(),
  droppedHere: z.number().nullable(),
  shareOfEntrants: z.number(),
  vitals: z.object({
    LCP: stepVitalSchema,
    INP: stepVitalSchema,
    CLS: stepVitalSchema,
    TTFB: stepVitalSchema,
  }),
});
const funnelSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  visitors: z.number(),
  events: z.number(),
  flows: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      entrants: z.number(),
      completed: z.number(),
      worstStep: z.number().nullable(),
      steps: z.array(stepSchema),
    }),
  ),
  /** Registrations that asked for a finish-later link in the range, came back through it, and paid. */
  finishLater: z.object({ asked: z.number(), cameBack: z.number(), paid: z.number() }),
});

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Date inputs to a half-open interval [from 00:00, day after `to` 00:00) in UTC. */
export function funnelRange(query: { from?: string; to?: string }, now = new Date()) {
  const toDay = query.to ?? isoDay(now);
  const fromDay = query.from ?? isoDay(new Date(Date.parse(`${toDay}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY));
  const from = new Date(`${fromDay}T00:00:00Z`);
  const to = new Date(Date.parse(`${toDay}T00:00:00Z`) + DAY);
  if (from >= to)
    throw badRequest([{ field: 'query.from', text: 'validation:invalid' }], 'funnel.range.invalid');
  return { from, to, inputs: { from: fromDay, to: toDay } };
}

export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const funnel = app.services.analytics.funnel;
  const report = async (range: { from: Date; to: Date }) => ({
    ...(await funnel.report(range)),
    finishLater: await app.services.finishLater.counts(range),
  });

  app.get(
    '/api/dev/funnel',
    {
      schema: {
        operationId: 'getFunnelReport',
        tags: ['sandbox'],
        querystring: rangeQuery,
        response: responses({ 200: funnelSchema }, [400]),
      },
    },
    async (request, reply) => {
      const range = funnelRange(request.query);
      reply.header('cache-control', 'no-store');
      return report(range);
    },
  );

  app.get('/dev/funnel', async (request, reply) => {
    // A person typed these: a bad range shows the default one with a note, not a JSON error.
    const parsed = rangeQuery.safeParse(request.query);
    let range: ReturnType<typeof funnelRange>;
    let problem: string | null = null;
    try {
      range = funnelRange(parsed.success ? parsed.data : {});
      if (!parsed.success) problem = 'Dates must be written as YYYY-MM-DD; showing the last 30 days.';
    } catch {
      range = funnelRange({});
      problem = "'From' must be on or before 'To'; showing the last 30 days.";
    }
    const html = renderFunnelPage(await report(range), range.inputs, problem);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
