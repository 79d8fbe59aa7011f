// Health of released remotes in visitors' browsers (docs/deploying.md "Health decides"): one row
// per page load and remote, whether it failed. The load id is random per page load; nothing here
// names a visitor. The health job compares a canary's rows with the live version's.
export const schema088 = `
create table release_health (
  load_id text not null,
  remote text not null,
  version text not null,
  failed boolean not null default false,
  kind text,
  at timestamptz not null default now(),
  primary key (load_id, remote)
);
create index release_health_version on release_health (remote, version, at)
`;
