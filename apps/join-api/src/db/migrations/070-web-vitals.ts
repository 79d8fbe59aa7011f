// Field data from real visitors (POST /api/analytics/vitals): one row per metric of a page load,
// replaced when the page reports a later value of the same metric. No visitor id: figures, the
// route, the device class and the remotes' versions only.
export const schema070 = `
create table web_vitals (
  id bigint generated always as identity primary key,
  metric_id text not null unique,
  name text not null check (name in ('LCP', 'INP', 'CLS', 'TTFB')),
  value double precision not null,
  rating text,
  route text not null,
  device text not null,
  remotes jsonb not null default '[]',
  received_at timestamptz not null default now()
);
create index web_vitals_received on web_vitals (received_at);
create index web_vitals_route on web_vitals (route, name, received_at)
`;
