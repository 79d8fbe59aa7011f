// The release registry (docs/deploying.md "A team ships its remote alone"): every published
// version of a remote, immutable once written, what is live for each remote (and its canary), and
// the audit trail of each change of what is live (who, when, why), written in the same transaction.
export const schema080 = `
create table releases (
  version text primary key,
  remote text not null,
  git_commit text,
  label text,
  note text,
  created_by text not null,
  created_at timestamptz not null default now(),
  browser text not null,
  server text,
  server_integrity text,
  integrity jsonb not null default '{}',
  routes jsonb not null default '[]',
  refused text
);
create index releases_remote on releases (remote, created_at);
create table releases_live (
  remote text primary key,
  live text references releases (version),
  canary text references releases (version),
  canary_percent integer check (canary_percent between 1 and 99),
  changed_at timestamptz not null default now()
);
create table release_events (
  id bigint generated always as identity primary key,
  remote text not null,
  action text not null check (action in ('publish', 'refuse', 'live', 'canary', 'promote', 'abort', 'rollback')),
  version text,
  replaced text,
  actor text not null,
  reason text,
  at timestamptz not null default now()
);
create index release_events_remote on release_events (remote, at)
`;
