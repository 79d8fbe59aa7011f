// Personal data that has outlived its purpose (docs/privacy.md): unpaid registrations, the
// bodies of sent mail, analytics events, web-vitals field data and CSP reports. Every statement works in bounded
// batches so one run never holds long locks.
import type { Queryable } from '../db/database';
import { UNSETTLED, sqlStateList } from './payments-repo';

/** Payment states that still involve money in flight or an operator: their registration stays. */
const LIVE_PAYMENT_STATES = sqlStateList([...UNSETTLED, 'needs_operator']);

export function retentionRepo(db: Queryable) {
  return {
    /**
     * Takes the named lease for `leaseMs` unless another holder has it; true when this holder
     * now holds it. The lease row is the lock all copies share.
     */
    async takeLease(name: string, holder: string, leaseMs: number, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `insert into worker_leases (name, holder, lease_until, last_run_at) values ($1, $2, now() + make_interval(secs => $3::double precision / 1000), now())
           on conflict (name) do update set holder = excluded.holder, lease_until = excluded.lease_until, last_run_at = excluded.last_run_at
           where worker_leases.lease_until <= now() or worker_leases.holder = excluded.holder
           returning name`,
        [name, holder, leaseMs],
      );
      return rows.length === 1;
    },
    /**
     * Deletes registrations never paid and untouched since `before`, with what only they
     * explain: their settled payments keep the price and lose the payer, billing address and
     * request; their idempotency answers go. A registration with money in flight or parked for an operator stays.
     */
    async deleteUnpaidRegistrations(before: Date, limit: number, tx: Queryable = db): Promise<number> {
      const rows = await tx.query(
        `with doomed as (
           select r.id, 'reg:' || r.id as scope from registrations r
            where r.status <> 'paid' and r.updated_at < $1
              and not exists (select 1 from payments p where p.scope = 'reg:' || r.id and p.state in ${LIVE_PAYMENT_STATES})
              and not exists (select 1 from orders o where o.registration_id = r.id)
            order by r.updated_at limit $2 for update skip locked
         ), stripped as (
           update payments set plan = jsonb_build_object('pricing', plan->'pricing', 'locale', plan->'locale'), updated_at = now()
            where scope in (select scope from doomed) returning id
         ), answers as (
           delete from idempotency_keys where scope in (select scope from doomed) returning key
         )
         delete from registrations where id in (select id from doomed) returning id`,
        [before, limit],
      );
      return rows.length;
    },
    /** Sent mails keep their envelope (kind, state, times) and lose body and template inputs. */
    async dropSentMailBodies(before: Date, limit: number, tx: Queryable = db): Promise<number> {
      const rows = await tx.query(
        `update mail_outbox set text_body = null, html_body = null, data = null
           where id in (select id from mail_outbox where state = 'sent' and sent_at < $1 and text_body is not null order by sent_at limit $2)
           returning id`,
        [before, limit],
      );
      return rows.length;
    },
    async deleteAnalyticsEvents(before: Date, limit: number, tx: Queryable = db): Promise<number> {
      const rows = await tx.query(
        'delete from analytics_events where id in (select id from analytics_events where received_at < $1 order by received_at limit $2) returning id',
        [before, limit],
      );
      return rows.length;
    },
    async deleteWebVitals(before: Date, limit: number, tx: Queryable = db): Promise<number> {
      const rows = await tx.query(
        'delete from web_vitals where id in (select id from web_vitals where received_at < $1 order by received_at limit $2) returning id',
        [before, limit],
      );
      return rows.length;
    },
    async deleteCspReports(before: Date, limit: number, tx: Queryable = db): Promise<number> {
      const rows = await tx.query(
        'delete from csp_reports where id in (select id from csp_reports where received_at < $1 order by received_at limit $2) returning id',
        [before, limit],
      );
      return rows.length;
    },
  };
}
export type RetentionRepo = ReturnType<typeof retentionRepo>;
