// CONTRACTS#trust 1: browsers post Content-Security-Policy violations here (the policy's report-uri).
// Reports are stored for review, without query strings or fragments (they may hold tokens),
// rate-limited per IP, and always answered 204 so a page never learns what was kept. The operator
// reads them back (`npm run payment-page-check` reads those since its last run) with the
// operator's token, like the release commands.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CSP_REPORT_PATH } from '@join/http-security';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perIp } from '../plugins/rate-limits';
import { operatorHeaders, operatorOnly } from './release-routes';
import { parseAsJson, responses } from './route-helpers';

const text = z.string().max(2000).optional();
/** The legacy report-uri body ({"csp-report": …}) and the Reporting API's array of reports. */
const legacyReport = z.looseObject({
  'csp-report': z.looseObject({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'source-file': text,
    'line-number': z.number().int().optional(),
  }),
});
const reportingApiReport = z
  .array(
    z.looseObject({
      type: z.string().optional(),
      body: z
        .looseObject({
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
          sourceFile: text,
          lineNumber: z.number().int().optional(),
        })
        .optional(),
    }),
  )
  .max(20);

/** Keeps the origin and path of a URL; 'inline', 'eval' and the like stay as they are. */
export function withoutQuery(value: string | undefined): string | null {
  if (!value) return null;
  const cut = value.split(/[?#]/)[0];
  return cut.slice(0, 500);
}

interface Row {
  document: string | null;
  blocked: string | null;
  directive: string | null;
  source: string | null;
  line: number | null;
}

function rowsOf(body: unknown): Row[] {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return [
      {
        document: withoutQuery(r['document-uri']),
        blocked: withoutQuery(r['blocked-uri']),
        directive: (r['effective-directive'] ?? r['violated-directive'] ?? null)?.slice(0, 200) ?? null,
        source: withoutQuery(r['source-file']),
        line: r['line-number'] ?? null,
      },
    ];
  }
  const modern = reportingApiReport.safeParse(body);
  if (modern.success) {
    return modern.data
      .filter((r) => r.type === 'csp-violation' && r.body)
      .map(({ body: b }) => ({
        document: withoutQuery(b?.documentURL),
        blocked: withoutQuery(b?.blockedURL),
        directive: b?.effectiveDirective?.slice(0, 200) ?? null,
        source: withoutQuery(b?.sourceFile),
        line: b?.lineNumber ?? null,
      }));
  }
  return [];
}

export async function cspReportRoutes(app: FastifyInstance) {
  for (const type of ['application/csp-report', 'application/reports+json'])
    parseAsJson(app, type, 16 * 1024);

  // Browsers' own report format, not part of the API contract: left out of the OpenAPI document.
  app.post(
    CSP_REPORT_PATH,
    { schema: { hide: true }, config: perIp(app, 'csp-report', 30, 60_000) },
    async (request, reply) => {
      for (const row of rowsOf(request.body)) {
        await app.services.cspReports.store(row);
      }
      return reply.status(204).send();
    },
  );
}

/** The most reports one read returns; a reader asks again after the last id it got. */
export const CSP_REPORTS_PAGE = 500;

const storedReportSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  document: z.string().nullable(),
  blocked: z.string().nullable(),
  directive: z.string().nullable(),
  source: z.string().nullable(),
  line: z.number().int().nullable(),
});

export async function cspReportReadRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/operator/csp-reports',
    {
      ...operatorOnly(app),
      schema: {
        operationId: 'listCspReports',
        tags: ['operator'],
        headers: operatorHeaders,
        querystring: z.object({
          /** Reports after this id (the last one a reader saw). */
          after: z.coerce.number().int().min(0).optional(),
          /** Reports received at or after this time. */
          since: z.iso.datetime({ offset: true }).optional(),
          limit: z.coerce.number().int().min(1).max(CSP_REPORTS_PAGE).default(CSP_REPORTS_PAGE),
        }),
        response: responses({ 200: z.object({ reports: z.array(storedReportSchema) }) }, [400, 401, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { after, since, limit } = request.query;
      const reports = await app.services.repos.system.listCspReports({
        after: after ?? 0,
        since: since ? new Date(since) : undefined,
        limit,
      });
      return { reports };
    },
  );
}
