// A queued mail keeps the trace of the request that queued it (W3C `traceparent`, random ids,
// nothing personal), so the worker's send joins that trace (docs/deploying.md Traces).
export const schema086 = `
alter table mail_outbox add column traceparent text
`;
