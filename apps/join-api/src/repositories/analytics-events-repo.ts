// CONTRACTS#analytics-and-discount-links: the analytics_events table (migration 003). Repositories take an optional transaction.
import type { Queryable } from '../db/database';

export interface AnalyticsEventInput {
  type: 'page' | 'track';
  name: string;
  anonymousId: string;
  account?: string;
  versionId: number;
  path?: string;
  properties: Record<string, string | number | boolean | null>;
  at: string;
}

export interface AnalyticsEventRow {
  id: string | number;
  anonymous_id: string;
  type: 'page' | 'track';
  name: string;
  path: string | null;
  account: string | null;
  version_id: number;
  properties: Record<string, unknown>;
  client_at: string | Date;
  received_at: string | Date;
  [key: string]: unknown;
}

export function analyticsEventsRepo(db: Queryable) {
  return {
    /** One insert per batch, so a batch is stored whole or not at all. */
    async insertMany(events: AnalyticsEventInput[], tx: Queryable = db): Promise<number> {
      if (!events.length) return 0;
      const params: unknown[] = [];
      const rows = events.map((e) => {
        const base = params.length;
        params.push(
          e.anonymousId,
          e.type,
          e.name,
          e.path ?? null,
          e.account ?? null,
          e.versionId,
          JSON.stringify(e.properties),
          e.at,
        );
        return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}::jsonb, $${base + 8})`;
      });
      await tx.query(
        `insert into analytics_events (anonymous_id, type, name, path, account, version_id, properties, client_at) values ${rows.join(', ')}`,
        params,
      );
      return events.length;
    },

    /** Events received in [from, to), oldest first, in the order each visitor sent them. */
    between(from: Date | null, to: Date | null, tx: Queryable = db) {
      return tx.query<AnalyticsEventRow>(
        'select * from analytics_events where ($1::timestamptz is null or received_at >= $1) and ($2::timestamptz is null or received_at < $2) order by anonymous_id, id',
        [from?.toISOString() ?? null, to?.toISOString() ?? null],
      );
    },

    forVisitor(anonymousId: string, tx: Queryable = db) {
      return tx.query<AnalyticsEventRow>(
        'select * from analytics_events where anonymous_id = $1 order by id',
        [anonymousId],
      );
    },
  };
}
export type AnalyticsEventsRepo = ReturnType<typeof analyticsEventsRepo>;
