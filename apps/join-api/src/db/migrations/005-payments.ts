// CONTRACTS#money-under-faults 1: a payment is a durable state machine. Its row is written with the
// idempotency key, before the gateway is called, and its id is the gateway's order id; the
// outcome is written after. At most one payment per scope (a registration, an invited co-parent,
// a professional) is live at a time: the partial unique index is the lock, for every copy.
//   charging  -> charged -> completed          (order, subscription, codes, tokens, receipt)
//            \-> declined | failed             (nothing was charged; the key is released)
//            \-> unknown  -> (reconciliation asks the gateway about the order id)
//   charged|unknown -> voided | needs_operator (charged but could not be completed)
// The sandbox gateway records its charges in sandbox_charges so it can be searched by order id
// like Braintree's transaction search, by any copy.
export const schema005 = `
create table payments (
  id text primary key,
  scope text not null,
  idempotency_key text not null,
  kind text not null check (kind in ('registration', 'invite', 'activation_codes')),
  subject_id text not null,
  state text not null check (state in ('charging', 'unknown', 'charged', 'completed', 'declined', 'failed', 'voided', 'needs_operator')),
  amount_minor integer not null,
  currency text not null,
  payment_type text not null,
  nonce text,
  plan jsonb not null,
  gateway text not null,
  gateway_transaction_id text,
  card_last_four text,
  card_type text,
  order_id text,
  charge_attempts integer not null default 0,
  lease_until timestamptz not null,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index payments_one_live_per_scope on payments (scope) where state in ('charging', 'unknown', 'charged');
create index payments_idempotency on payments (scope, idempotency_key);
create index payments_unsettled on payments (lease_until) where state in ('charging', 'unknown', 'charged');

create table sandbox_charges (
  id text primary key,
  order_id text not null,
  amount_minor integer not null,
  currency text not null,
  status text not null check (status in ('submitted_for_settlement', 'processor_declined', 'voided', 'gateway_error')),
  payment_type text not null,
  card_last_four text,
  card_type text,
  created_at timestamptz not null default now()
);
create index sandbox_charges_order on sandbox_charges (order_id)
`;
