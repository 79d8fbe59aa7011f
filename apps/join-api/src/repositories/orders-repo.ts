// Orders, gateway transactions and subscriptions created by a payment.
import { one, type Queryable } from '../db/database';

export interface OrderRow {
  id: string;
  kind: string;
  user_id: string;
  package_id: number;
  currency: string;
  total_minor: number;
  pricing: unknown;
  created_at: Date;
  [key: string]: unknown;
}
export interface SubscriptionRow {
  id: string;
  user_id: string;
  package_id: number;
  status: string;
  renews_at: Date;
  paid_by_user_id: string | null;
  [key: string]: unknown;
}

export interface NewTransaction {
  id: string;
  orderId: string | null;
  scope: string;
  gateway: string;
  gatewayId: string | null;
  status: 'submitted_for_settlement' | 'declined' | 'voided' | 'failed';
  amountMinor: number;
  currency: string;
  paymentType: string;
  cardLastFour: string | null;
  cardType: string | null;
  processorCode?: string | null;
  processorText?: string | null;
}

export function ordersRepo(db: Queryable) {
  return {
    async createOrder(
      o: {
        id: string;
        kind: 'subscription' | 'activation_codes';
        userId: string;
        registrationId: string | null;
        packageId: number;
        services: string[];
        currency: string;
        totalMinor: number;
        pricing: unknown;
        payForCoparent: boolean;
        promoCodes: string[];
      },
      tx: Queryable = db,
    ) {
      await tx.query(
        'insert into orders (id, kind, user_id, registration_id, package_id, services, currency, total_minor, pricing, pay_for_coparent, promo_codes) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
        [
          o.id,
          o.kind,
          o.userId,
          o.registrationId,
          o.packageId,
          JSON.stringify(o.services),
          o.currency,
          o.totalMinor,
          JSON.stringify(o.pricing),
          o.payForCoparent,
          JSON.stringify(o.promoCodes),
        ],
      );
    },
    async recordTransaction(t: NewTransaction, tx: Queryable = db) {
      await tx.query(
        'insert into transactions (id, order_id, scope, gateway, gateway_id, status, amount_minor, currency, payment_type, card_last_four, card_type, processor_code, processor_text) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
        [
          t.id,
          t.orderId,
          t.scope,
          t.gateway,
          t.gatewayId,
          t.status,
          t.amountMinor,
          t.currency,
          t.paymentType,
          t.cardLastFour,
          t.cardType,
          t.processorCode ?? null,
          t.processorText ?? null,
        ],
      );
    },
    transactionsFor: (scope: string, tx: Queryable = db) =>
      tx.query<{ id: string; status: string; amount_minor: number; [k: string]: unknown }>(
        'select * from transactions where scope = $1 order by created_at',
        [scope],
      ),
    async createSubscription(
      s: {
        id: string;
        userId: string;
        packageId: number;
        orderId: string | null;
        paidByUserId: string | null;
        renewsAt: Date;
      },
      tx: Queryable = db,
    ) {
      await tx.query(
        "insert into subscriptions (id, user_id, package_id, order_id, status, paid_by_user_id, renews_at) values ($1, $2, $3, $4, 'current', $5, $6)",
        [s.id, s.userId, s.packageId, s.orderId, s.paidByUserId, s.renewsAt],
      );
    },
    currentSubscription: (userId: string, tx: Queryable = db) =>
      one<SubscriptionRow>(
        tx,
        "select * from subscriptions where user_id = $1 and status = 'current' and renews_at > now() order by renews_at desc limit 1",
        [userId],
      ),
    latestOrderOf: (userId: string, tx: Queryable = db) =>
      one<OrderRow>(
        tx,
        "select * from orders where user_id = $1 and kind = 'subscription' order by created_at desc limit 1",
        [userId],
      ),
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
