// The database's own health and the browsers' CSP violation reports (routes/health-routes.ts,
// routes/csp-report-routes.ts).
import type { Queryable } from '../db/database';

export interface CspReport {
  document: string | null;
  blocked: string | null;
  directive: string | null;
  source: string | null;
  line: number | null;
}

export function systemRepo(db: Queryable) {
  return {
    /** Resolves when the database answers a trivial query. */
    async ping() {
      await db.query('select 1');
    },
    async insertCspReport(r: CspReport) {
      await db.query(
        'insert into csp_reports (document_uri, blocked_uri, effective_directive, source_file, line_number) values ($1, $2, $3, $4, $5)',
        [r.document, r.blocked, r.directive, r.source, r.line],
      );
    },
    /** Stored reports after an id (and from a time), oldest first. */
    async listCspReports(q: { after: number; since?: Date; limit: number }) {
      const rows = await db.query<{
        id: number | string;
        received_at: Date | string;
        document_uri: string | null;
        blocked_uri: string | null;
        effective_directive: string | null;
        source_file: string | null;
        line_number: number | null;
      }>(
        `select id, received_at, document_uri, blocked_uri, effective_directive, source_file, line_number
           from csp_reports where id > $1 and ($2::timestamptz is null or received_at >= $2)
          order by id limit $3`,
        [q.after, q.since ?? null, q.limit],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        receivedAt: (r.received_at instanceof Date ? r.received_at : new Date(r.received_at)).toISOString(),
        document: r.document_uri,
        blocked: r.blocked_uri,
        directive: r.effective_directive,
        source: r.source_file,
        line: r.line_number,
      }));
    },
  };
}
export type SystemRepo = ReturnType<typeof systemRepo>;
