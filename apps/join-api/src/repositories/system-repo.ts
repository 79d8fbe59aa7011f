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
  };
}
export type SystemRepo = ReturnType<typeof systemRepo>;
