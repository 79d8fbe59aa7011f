// What an operator counts after a fault (CONTRACTS#money-under-faults): charges the gateway holds, orders,
// subscriptions and mails, and the anomalies that must stay at zero. Sandbox only (the charges are
// the sandbox gateway's own records); read by /api/dev/payments and `npm run bench:faults`.
import type { Queryable } from '../db/database';
import { UNSETTLED, sqlStateList } from './payments-repo';

const STUCK_SQL = sqlStateList([...UNSETTLED, 'needs_operator']);

const n = async (db: Queryable, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(sql, params))[0]?.n ?? 0);

export function moneyAuditRepo(db: Queryable) {
  return {
    /** The payments of one scope with the charges the gateway holds for each. */
    async scope(scope: string) {
      const payments = await db.query<{
        id: string;
        state: string;
        charges: number;
        three_ds_status: string | null;
      }>(
        `select p.id, p.state, p.three_ds_status, (select count(*)::int from sandbox_charges c where c.order_id = p.id and c.status = 'submitted_for_settlement') as charges
           from payments p where p.scope = $1 order by p.created_at`,
        [scope],
      );
      const orderIds = `select o.id from orders o join payments p on p.order_id = o.id where p.scope = $1`;
      return {
        payments: payments.map((p) => ({
          id: p.id,
          state: p.state,
          charges: Number(p.charges),
          threeDSecure: p.three_ds_status,
        })),
        orders: await n(db, `select count(*)::int as n from (${orderIds}) x`, [scope]),
        subscriptions: await n(
          db,
          `select count(*)::int as n from subscriptions where order_id in (${orderIds})`,
          [scope],
        ),
      };
    },
    async totals() {
      return {
        charges: await n(
          db,
          "select count(*)::int as n from sandbox_charges where status = 'submitted_for_settlement'",
        ),
        voidedCharges: await n(db, "select count(*)::int as n from sandbox_charges where status = 'voided'"),
        orders: await n(db, 'select count(*)::int as n from orders'),
        subscriptions: await n(db, 'select count(*)::int as n from subscriptions'),
        paymentsByState: Object.fromEntries(
          (
            await db.query<{ state: string; n: number }>(
              'select state, count(*)::int as n from payments group by state',
            )
          ).map((r) => [r.state, Number(r.n)]),
        ),
        mailsByState: Object.fromEntries(
          (
            await db.query<{ state: string; n: number }>(
              'select state, count(*)::int as n from mail_outbox group by state',
            )
          ).map((r) => [r.state, Number(r.n)]),
        ),
        anomalies: {
          /** Scopes holding more than one live charge. */
          doubleCharges: await n(
            db,
            `select count(*)::int as n from (select p.scope from sandbox_charges c join payments p on p.id = c.order_id where c.status = 'submitted_for_settlement' group by p.scope having count(*) > 1) x`,
          ),
          /** Live charges whose payment has no order. */
          chargesWithoutOrder: await n(
            db,
            `select count(*)::int as n from sandbox_charges c join payments p on p.id = c.order_id where c.status = 'submitted_for_settlement' and p.order_id is null`,
          ),
          /** Payments not settled (charging, unknown, charged) or parked for an operator. */
          stuck: await n(db, `select count(*)::int as n from payments where state in ${STUCK_SQL}`),
          /** Completed payments of a parent or co-parent without a queued or sent receipt. */
          missingReceipts: await n(
            db,
            `select count(*)::int as n from payments p join orders o on o.id = p.order_id join users u on u.id = o.user_id
                                         where p.state = 'completed' and p.kind in ('registration', 'invite')
                                           and not exists (select 1 from mail_outbox m where m.kind = 'receipt' and m.to_address = u.email)`,
          ),
          /** Paid sign-ups whose co-parent was created but never got the invitation mail. */
          missingInvites: await n(
            db,
            `select count(*)::int as n from payments p join orders o on o.id = p.order_id join users c on c.invited_by_id = o.user_id
                                        where p.state = 'completed' and p.kind = 'registration' and c.email is not null
                                          and not exists (select 1 from mail_outbox m where m.kind = 'coparent-invite' and m.to_address = c.email)`,
          ),
          /** Mails given up after their retries. */
          failedMails: await n(db, "select count(*)::int as n from mail_outbox where state = 'failed'"),
        },
      };
    },
  };
}
