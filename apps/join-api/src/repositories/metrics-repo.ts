// What the metrics read from the shared database at scrape time: the same for every copy, so
// the primary of a cluster keeps one worker's answer (metrics/metrics.ts).
import type { Queryable } from '../db/database';
import { UNSETTLED, sqlStateList } from './payments-repo';

const UNSETTLED_SQL = sqlStateList(UNSETTLED);

export function metricsRepo(db: Queryable) {
  return {
    paymentsByState: () =>
      db.query<{ state: string; n: number }>('select state, count(*)::int as n from payments group by state'),
    /** Seconds since the oldest payment still being settled was created; 0 when there is none. */
    async oldestUnsettledPaymentSeconds(): Promise<number> {
      const rows = await db.query<{ s: number | null }>(
        `select extract(epoch from now() - min(created_at))::float8 as s from payments where state in ${UNSETTLED_SQL}`,
      );
      return Number(rows[0]?.s ?? 0);
    },
    outboxByState: () =>
      db.query<{ state: string; n: number }>(
        "select state, count(*)::int as n from mail_outbox where state in ('pending', 'sending', 'failed') group by state",
      ),
    /** Seconds since the oldest mail not sent yet was queued; 0 when there is none. */
    async oldestPendingMailSeconds(): Promise<number> {
      const rows = await db.query<{ s: number | null }>(
        "select extract(epoch from now() - min(created_at))::float8 as s from mail_outbox where state in ('pending', 'sending')",
      );
      return Number(rows[0]?.s ?? 0);
    },
  };
}
export type MetricsRepo = ReturnType<typeof metricsRepo>;
