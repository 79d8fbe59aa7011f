// Every statement of the database, and of its transactions, in a CLIENT trace span named by its
// operation and first table (docs/deploying.md Traces): never the SQL text or its parameters.
import { SpanKind } from '@opentelemetry/api';
import { inSpan, type Tracing } from '@join/telemetry';
import type { Database, Queryable, Row } from './database';

const OPERATION =
  /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete|create|alter|drop|begin|commit|rollback|set|lock|truncate)\b/i;
const TABLE = /\b(?:from|into|update|table|join)\s+("?[a-z_][a-z0-9_.]*"?)/i;

/** The statement's operation and first table, as `db.query.summary` (never its text). */
export function statementSummary(sql: string): { operation: string; summary: string } {
  const found = OPERATION.exec(sql);
  const operation = (found?.[1] ?? 'other').toUpperCase();
  // The table after the operation, not one a WITH clause before it reads.
  const rest = found ? sql.slice(found.index + found[0].length - found[1].length) : sql;
  const table = TABLE.exec(rest)?.[1]?.replace(/"/g, '');
  return { operation, summary: table ? `${operation} ${table}` : operation };
}

export function tracedDatabase(db: Database, tracing: Tracing | null): Database {
  if (!tracing) return db;
  const system = db.kind === 'pglite' ? 'pglite' : 'postgresql';
  const traced = (q: Queryable): Queryable => ({
    query: <T extends Row = Row>(sql: string, params?: unknown[]) => {
      const { operation, summary } = statementSummary(sql);
      return inSpan(
        tracing,
        summary,
        { 'db.system.name': system, 'db.operation.name': operation, 'db.query.summary': summary },
        () => q.query<T>(sql, params),
        { kind: SpanKind.CLIENT },
      );
    },
  });
  const wrapped = Object.create(db) as Database;
  return Object.assign(wrapped, {
    query: traced(db).query,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(traced(tx))),
  });
}
