// Payments as durable state machines (CONTRACTS#money-under-faults; states in db/migrations/005-payments.ts). The
// lease says which copy works on a payment until when: a copy takes a payment over only when its
// lease ran out, and taking it is one atomic UPDATE, so two copies never settle the same payment.
import { one, type Queryable } from '../db/database';

export type PaymentState =
  'charging' | 'unknown' | 'charged' | 'completed' | 'declined' | 'failed' | 'voided' | 'needs_operator';
export type PaymentKind = 'registration' | 'invite' | 'activation_codes';
/** A payment whose money may still move: the scope's lock, the sweeper's work. */
export const UNSETTLED: readonly PaymentState[] = ['charging', 'unknown', 'charged'];

/** States as an SQL list for `state in ...`; only ever built from the constants above. */
export const sqlStateList = (states: readonly PaymentState[]) =>
  `(${states.map((s) => `'${s}'`).join(', ')})`;
const UNSETTLED_SQL = sqlStateList(UNSETTLED);

export interface PaymentRow {
  id: string;
  scope: string;
  idempotency_key: string;
  kind: PaymentKind;
  subject_id: string;
  state: PaymentState;
  amount_minor: number;
  currency: string;
  payment_type: string;
  nonce: string | null;
  plan: unknown;
  gateway: string;
  gateway_transaction_id: string | null;
  card_last_four: string | null;
  card_type: string | null;
  order_id: string | null;
  three_ds_status: string | null;
  three_ds_liability_shifted: boolean | null;
  three_ds_liability_shift_possible: boolean | null;
  charge_attempts: number;
  lease_until: Date;
  last_error: string | null;
  created_at: Date;
  [key: string]: unknown;
}

export type NewPayment = Pick<
  PaymentRow,
  | 'id'
  | 'scope'
  | 'idempotency_key'
  | 'kind'
  | 'subject_id'
  | 'amount_minor'
  | 'currency'
  | 'payment_type'
  | 'nonce'
  | 'plan'
  | 'gateway'
>;

const ms = (value: number) => `${Math.max(0, Math.round(value))} milliseconds`;

export function paymentsRepo(db: Queryable) {
  return {
    /** Fails with a unique violation (23505) while another payment of the scope is unsettled. */
    async insert(p: NewPayment, leaseMs: number, tx: Queryable = db): Promise<PaymentRow> {
      const row = await one<PaymentRow>(
        tx,
        `insert into payments (id, scope, idempotency_key, kind, subject_id, state, amount_minor, currency, payment_type, nonce, plan, gateway, lease_until)
           values ($1, $2, $3, $4, $5, 'charging', $6, $7, $8, $9, $10, $11, now() + $12::interval) returning *`,
        [
          p.id,
          p.scope,
          p.idempotency_key,
          p.kind,
          p.subject_id,
          p.amount_minor,
          p.currency,
          p.payment_type,
          p.nonce,
          JSON.stringify(p.plan),
          p.gateway,
          ms(leaseMs),
        ],
      );
      return row as PaymentRow;
    },
    byId: (id: string, tx: Queryable = db) =>
      one<PaymentRow>(tx, 'select * from payments where id = $1', [id]),
    /** The newest payment made under an idempotency key. */
    forKey: (scope: string, key: string, tx: Queryable = db) =>
      one<PaymentRow>(
        tx,
        'select * from payments where scope = $1 and idempotency_key = $2 order by created_at desc limit 1',
        [scope, key],
      ),
    unsettledIn: (scope: string, tx: Queryable = db) =>
      one<PaymentRow>(tx, `select * from payments where scope = $1 and state in ${UNSETTLED_SQL}`, [scope]),
    /** Takes an unsettled payment whose lease ran out; undefined when another copy holds it. */
    takeOver: (id: string, leaseMs: number, tx: Queryable = db) =>
      one<PaymentRow>(
        tx,
        `update payments set lease_until = now() + $2::interval, updated_at = now()
           where id = $1 and state in ${UNSETTLED_SQL} and lease_until <= now() returning *`,
        [id, ms(leaseMs)],
      ),
    /** Unsettled payments nobody holds, claimed for this copy (the sweeper). */
    takeDue: (limit: number, leaseMs: number, tx: Queryable = db) =>
      tx.query<PaymentRow>(
        `update payments set lease_until = now() + $2::interval, updated_at = now()
           where id in (select id from payments where state in ${UNSETTLED_SQL} and lease_until <= now()
                        order by lease_until limit $1 for update skip locked)
           returning *`,
        [limit, ms(leaseMs)],
      ),
    async extendLease(id: string, leaseMs: number, tx: Queryable = db) {
      await tx.query(
        'update payments set lease_until = now() + $2::interval, updated_at = now() where id = $1',
        [id, ms(leaseMs)],
      );
    },
    /** spec §7 (GB): the nonce's 3-D Secure result ('none' when it went through no 3-D Secure). */
    async recordThreeDSecure(
      id: string,
      result: { status: string; liabilityShifted: boolean; liabilityShiftPossible: boolean } | null,
      tx: Queryable = db,
    ) {
      await tx.query(
        'update payments set three_ds_status = $2, three_ds_liability_shifted = $3, three_ds_liability_shift_possible = $4, updated_at = now() where id = $1',
        [
          id,
          result?.status ?? 'none',
          result?.liabilityShifted ?? false,
          result?.liabilityShiftPossible ?? false,
        ],
      );
    },
    async countAttempt(id: string, tx: Queryable = db) {
      await tx.query(
        'update payments set charge_attempts = charge_attempts + 1, updated_at = now() where id = $1',
        [id],
      );
    },
    /** The outcome is unknown: nothing is decided until the gateway is asked after `retryInMs`. */
    async markUnknown(id: string, error: string, retryInMs: number, tx: Queryable = db) {
      await tx.query(
        `update payments set state = 'unknown', last_error = $2, lease_until = now() + $3::interval, updated_at = now() where id = $1 and state in ('charging', 'unknown')`,
        [id, error.slice(0, 300), ms(retryInMs)],
      );
    },
    async markCharged(
      id: string,
      charge: {
        transactionId: string;
        cardLastFour: string | null;
        cardType: string | null;
        paymentType: string;
      },
      tx: Queryable = db,
    ) {
      await tx.query(
        `update payments set state = 'charged', gateway_transaction_id = $2, card_last_four = $3, card_type = $4, payment_type = $5, updated_at = now() where id = $1 and state in ${UNSETTLED_SQL}`,
        [id, charge.transactionId, charge.cardLastFour, charge.cardType, charge.paymentType],
      );
    },
    /** Locks the payment for its final transition; undefined when it is already settled. */
    lockUnsettled: (id: string, tx: Queryable) =>
      one<PaymentRow>(tx, `select * from payments where id = $1 and state in ${UNSETTLED_SQL} for update`, [
        id,
      ]),
    async finish(
      id: string,
      state: 'completed' | 'declined' | 'failed' | 'voided' | 'needs_operator',
      fields: { orderId?: string | null; error?: string | null },
      tx: Queryable = db,
    ) {
      // The nonce is single use and worthless once settled; it is not kept longer than needed.
      await tx.query(
        'update payments set state = $2, order_id = coalesce($3, order_id), last_error = coalesce($4, last_error), nonce = null, updated_at = now() where id = $1',
        [id, state, fields.orderId ?? null, fields.error?.slice(0, 300) ?? null],
      );
    },
  };
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
