// The local payment sandbox's own tables (gateway/sandbox-gateway.ts): single-use nonces and the
// charges it took, searchable by order id like Braintree's transaction search.
import type { PaymentType } from '@join/schemas';
import type { SandboxThreeDSecure, ThreeDSecureProfile } from '../gateway/sandbox-cards';
import { one, type Queryable } from '../db/database';

export interface SandboxNonceRow {
  nonce: string;
  payment_type: PaymentType;
  last_four: string | null;
  card_type: string | null;
  outcome: string;
  three_ds_profile: ThreeDSecureProfile | null;
  three_ds: SandboxThreeDSecure | null;
  card_country: string | null;
  [key: string]: unknown;
}

export interface SandboxChargeRow {
  id: string;
  amount_minor: number;
  payment_type: PaymentType;
  card_last_four: string | null;
  card_type: string | null;
  [key: string]: unknown;
}

export interface NewSandboxCharge {
  id: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  status: string;
  paymentType: PaymentType;
  lastFour: string | null;
  cardType: string | null;
}

export function sandboxRepo(db: Queryable) {
  return {
    async insertNonce(n: {
      nonce: string;
      paymentType: PaymentType;
      lastFour: string | null;
      cardType: string | null;
      outcome: string;
      expiresAt: Date;
      threeDSProfile: ThreeDSecureProfile | null;
      threeDS: SandboxThreeDSecure | null;
      cardCountry: string | null;
    }) {
      await db.query(
        'insert into sandbox_nonces (nonce, payment_type, last_four, card_type, outcome, expires_at, three_ds_profile, three_ds, card_country) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
        [
          n.nonce,
          n.paymentType,
          n.lastFour,
          n.cardType,
          n.outcome,
          n.expiresAt,
          n.threeDSProfile,
          n.threeDS ? JSON.stringify(n.threeDS) : null,
          n.cardCountry,
        ],
      );
    },
    /** What a nonce stands for (spent or not): method, card country, 3-D Secure result; undefined when unknown. */
    nonceDetails: (nonce: string) =>
      one<Pick<SandboxNonceRow, 'payment_type' | 'card_country' | 'three_ds'>>(
        db,
        'select payment_type, card_country, three_ds from sandbox_nonces where nonce = $1',
        [nonce],
      ),
    /** A live card nonce, for its 3-D Secure lookup or challenge. */
    liveCardNonce: (nonce: string) =>
      one<SandboxNonceRow>(
        db,
        "select * from sandbox_nonces where nonce = $1 and payment_type = 'CREDIT_CARD' and consumed_at is null and expires_at > now()",
        [nonce],
      ),
    async setThreeDSecure(nonce: string, result: SandboxThreeDSecure) {
      await db.query('update sandbox_nonces set three_ds = $2 where nonce = $1', [
        nonce,
        JSON.stringify(result),
      ]);
    },
    /** Spends a nonce whatever its age (3-D Secure verification); false when it was spent already. */
    async spendNonce(nonce: string): Promise<boolean> {
      const spent = await db.query(
        'update sandbox_nonces set consumed_at = now() where nonce = $1 and consumed_at is null returning nonce',
        [nonce],
      );
      return spent.length > 0;
    },
    /** Spends a live nonce; undefined when it is unknown, spent or expired. */
    consumeNonce: (nonce: string) =>
      one<SandboxNonceRow>(
        db,
        'update sandbox_nonces set consumed_at = now() where nonce = $1 and consumed_at is null and expires_at > now() returning *',
        [nonce],
      ),
    async insertCharge(c: NewSandboxCharge) {
      await db.query(
        'insert into sandbox_charges (id, order_id, amount_minor, currency, status, payment_type, card_last_four, card_type) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [c.id, c.orderId, c.amountMinor, c.currency, c.status, c.paymentType, c.lastFour, c.cardType],
      );
    },
    /** True when any charge (whatever its outcome) was recorded for the order. */
    async anyChargeFor(orderId: string): Promise<boolean> {
      const seen = await db.query('select 1 from sandbox_charges where order_id = $1 limit 1', [orderId]);
      return seen.length > 0;
    },
    settledChargesFor: (orderId: string) =>
      db.query<SandboxChargeRow>(
        "select * from sandbox_charges where order_id = $1 and status = 'submitted_for_settlement' order by created_at",
        [orderId],
      ),
    async voidCharge(id: string) {
      await db.query("update sandbox_charges set status = 'voided' where id = $1", [id]);
    },
  };
}
export type SandboxRepo = ReturnType<typeof sandboxRepo>;
