// The join API's tables. Everything another copy of the service would need lives here, not in
// process memory: registrations, tokens, idempotency records, rate-limit counters, the outbox.
export const schema001 = `
create table families (
  id text primary key,
  created_at timestamptz not null default now()
);

create table users (
  id text primary key,
  kind text not null check (kind in ('parent', 'professional', 'child')),
  family_id text references families(id),
  email text,
  first_name text not null,
  last_name text not null,
  title text,
  phone_country_code text,
  phone_number text,
  timezone text,
  locale text not null default 'en_US',
  username text,
  password_hash text,
  created_by_pro_id text references users(id),
  invited_by_id text references users(id),
  agreed_to_terms boolean not null default false,
  marketing_opt_in boolean,
  address jsonb,
  profile jsonb,
  color text,
  created_at timestamptz not null default now()
);
create unique index users_parent_email on users (email) where kind = 'parent' and email is not null;
create unique index users_professional_email on users (email) where kind = 'professional';
create unique index users_username on users (lower(username)) where username is not null;
create index users_family on users (family_id);

create table registrations (
  id text primary key,
  key_hash text not null,
  expires_at timestamptz not null,
  referrer_key text,
  data jsonb not null,
  last_completed_step integer not null default 0,
  parent_duplicate_confirmed boolean not null default false,
  co_parent_possible_duplicate boolean not null default false,
  status text not null default 'open' check (status in ('open', 'paying', 'paid')),
  parent_user_id text references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table packages (
  id integer primary key,
  product_id integer not null,
  country text not null,
  pricing_group text not null check (pricing_group in ('P0', 'P2', 'P3')),
  package_name text not null,
  display_name text not null,
  receipt_text text not null,
  sub_years integer not null check (sub_years in (1, 2)),
  build_your_own boolean not null default false,
  price_minor integer not null,
  currency text not null,
  vat_inclusive boolean not null default false,
  analytics_package text not null,
  features jsonb not null default '[]',
  hide jsonb not null default '{}',
  sort integer not null default 0,
  active boolean not null default true
);
create index packages_country_group on packages (country, pricing_group);

create table package_options (
  country text not null,
  code text not null,
  display_name text not null,
  price_minor integer not null,
  primary key (country, code)
);

create table tax_rates (
  country text not null,
  region text not null default '',
  name text not null,
  rate numeric(7, 5) not null,
  primary key (country, region, name)
);

create table coupons (
  code text primary key,
  description text not null,
  percent_off integer not null check (percent_off between 1 and 100),
  referrer_key text,
  public boolean not null default false,
  active boolean not null default true,
  expires_at timestamptz
);
create index coupons_referrer on coupons (referrer_key);

create table orders (
  id text primary key,
  kind text not null check (kind in ('subscription', 'activation_codes')),
  user_id text not null references users(id),
  registration_id text references registrations(id),
  package_id integer not null references packages(id),
  services jsonb not null default '[]',
  currency text not null,
  total_minor integer not null,
  pricing jsonb not null,
  pay_for_coparent boolean not null default false,
  promo_codes jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table transactions (
  id text primary key,
  order_id text references orders(id),
  scope text not null,
  gateway text not null,
  gateway_id text,
  status text not null check (status in ('submitted_for_settlement', 'declined', 'voided', 'failed')),
  amount_minor integer not null,
  currency text not null,
  payment_type text not null,
  card_last_four text,
  card_type text,
  processor_code text,
  processor_text text,
  created_at timestamptz not null default now()
);
create index transactions_scope on transactions (scope);

create table subscriptions (
  id text primary key,
  user_id text not null references users(id),
  package_id integer not null references packages(id),
  order_id text references orders(id),
  status text not null check (status in ('current', 'cancelled', 'expired')),
  paid_by_user_id text references users(id),
  started_at timestamptz not null default now(),
  renews_at timestamptz not null
);
create index subscriptions_user on subscriptions (user_id);

create table activation_codes (
  code text primary key,
  package_id integer not null references packages(id),
  professional_id text references users(id),
  purchase_order_id text references orders(id),
  reserved_by text,
  reserved_at timestamptz,
  redeemed_at timestamptz,
  redeemed_order_id text references orders(id),
  created_at timestamptz not null default now()
);

create table tokens (
  hash text primary key,
  kind text not null check (kind in ('invite', 'credentials', 'session', 'click_to_join', 'support_chat')),
  user_id text references users(id),
  expires_at timestamptz not null,
  used_at timestamptz,
  data jsonb,
  created_at timestamptz not null default now()
);
create index tokens_user_kind on tokens (user_id, kind);

create table idempotency_keys (
  scope text not null,
  key text not null,
  request_hash text not null,
  state text not null check (state in ('pending', 'done')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);

create table rate_limits (
  bucket text not null,
  window_start bigint not null,
  count integer not null,
  primary key (bucket, window_start)
);

create table mail_outbox (
  id text primary key,
  to_address text not null,
  subject text not null,
  kind text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);
create index mail_outbox_created on mail_outbox (created_at desc);

create table sandbox_nonces (
  nonce text primary key,
  payment_type text not null,
  last_four text,
  card_type text,
  outcome text not null check (outcome in ('approve', 'processor_declined')),
  details jsonb,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
`;
