// Field data from real visitors: the web_vitals table (migration 070). Repositories take an optional transaction.
import type { DeviceClass, WebVitalName } from '@join/schemas';
import type { Queryable } from '../db/database';

export interface WebVitalInput {
  metricId: string;
  name: string;
  value: number;
  rating?: string;
  route: string;
  device: string;
  remotes: { name: string; version: string; manifest?: string }[];
}

export interface WebVitalRow {
  metric_id: string;
  name: WebVitalName;
  value: number;
  rating: string | null;
  route: string;
  device: DeviceClass;
  remotes: { name: string; version: string; manifest?: string }[];
  received_at: string | Date;
  [key: string]: unknown;
}

export interface VitalPercentile {
  route: string;
  name: string;
  p75: number;
  samples: number;
  [key: string]: unknown;
}

export function webVitalsRepo(db: Queryable) {
  return {
    /**
     * Stores the metrics of one beacon in one statement; a metric already stored takes its later
     * value. Returns the ids stored for the first time.
     */
    async upsertMany(vitals: WebVitalInput[], tx: Queryable = db): Promise<Set<string>> {
      if (!vitals.length) return new Set();
      const params: unknown[] = [];
      const rows = vitals.map((v) => {
        const base = params.length;
        params.push(
          v.metricId,
          v.name,
          v.value,
          v.rating ?? null,
          v.route,
          v.device,
          JSON.stringify(v.remotes),
        );
        return `($${base + 1}, $${base + 2}, $${base + 3}::double precision, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}::jsonb)`;
      });
      // xmax is 0 on a row this statement inserted and set on one it updated.
      const stored = await tx.query<{ metric_id: string; inserted: boolean }>(
        `insert into web_vitals (metric_id, name, value, rating, route, device, remotes) values ${rows.join(', ')}
           on conflict (metric_id) do update set value = excluded.value, rating = excluded.rating, received_at = now()
           returning metric_id, (xmax = 0) as inserted`,
        params,
      );
      return new Set(stored.filter((r) => r.inserted).map((r) => r.metric_id));
    },

    /** The 75th percentile of each metric per route, for metrics received in [from, to). */
    p75ByRoute(from: Date | null, to: Date | null, tx: Queryable = db) {
      return tx.query<VitalPercentile>(
        `select route, name, percentile_cont(0.75) within group (order by value) as p75, count(*)::int as samples from web_vitals
           where ($1::timestamptz is null or received_at >= $1) and ($2::timestamptz is null or received_at < $2)
           group by route, name`,
        [from?.toISOString() ?? null, to?.toISOString() ?? null],
      );
    },

    /** Rows received since `since` for a route, oldest first (sandbox read-back). */
    since(route: string, since: Date, tx: Queryable = db) {
      return tx.query<WebVitalRow>(
        'select * from web_vitals where route = $1 and received_at >= $2 order by id',
        [route, since.toISOString()],
      );
    },
  };
}
export type WebVitalsRepo = ReturnType<typeof webVitalsRepo>;
