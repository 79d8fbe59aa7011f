// CONTRACTS#analytics-and-discount-links: analytics events sent by the browser when no Segment write key is configured
// (spec §3 segmentAnonymousId, §6 account labels, §9 analytics version id 9). Ids and states
// only: the API refuses properties that look like personal data before anything is stored.
export const schema003 = `
create table analytics_events (
  id bigint generated always as identity primary key,
  anonymous_id text not null,
  type text not null check (type in ('page', 'track')),
  name text not null,
  path text,
  account text,
  version_id integer not null,
  properties jsonb not null default '{}',
  client_at timestamptz not null,
  received_at timestamptz not null default now()
);
create index analytics_events_received on analytics_events (received_at);
create index analytics_events_visitor on analytics_events (anonymous_id, id)
`;
