// CONTRACTS#trust 1: Content-Security-Policy violation reports sent by browsers, kept for review.
// URLs are stored without query string or fragment (they may carry tokens).
export const schema010 = `
create table csp_reports (
  id bigint generated always as identity primary key,
  document_uri text,
  blocked_uri text,
  effective_directive text,
  source_file text,
  line_number integer,
  received_at timestamptz not null default now()
);
create index csp_reports_received on csp_reports (received_at)
`;
