// Periodic jobs that only one copy may run at a time (the retention worker) take a lease here:
// the row is the lock every copy shares, on PostgreSQL and on the embedded database alike.
export const schema045 = `
create table worker_leases (
  name text primary key,
  holder text not null,
  lease_until timestamptz not null,
  last_run_at timestamptz
);
create index mail_outbox_sent on mail_outbox (sent_at) where state = 'sent' and text_body is not null;
create index registrations_unpaid_updated on registrations (updated_at) where status <> 'paid'
`;
