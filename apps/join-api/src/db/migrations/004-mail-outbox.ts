// CONTRACTS#money-under-faults 7: the outbox becomes a queue. A mail row is written in the same transaction as
// the change that causes it, holding its kind, recipient, locale and template inputs; a worker
// renders and sends it later with retries and backoff. Rows written before this migration were
// already sent (rendered at write time), so they keep their bodies and count as sent.
export const schema004 = `
alter table mail_outbox add column locale text not null default 'en';
alter table mail_outbox add column data jsonb;
alter table mail_outbox add column state text not null default 'sent' check (state in ('pending', 'sending', 'sent', 'failed'));
alter table mail_outbox add column attempts integer not null default 0;
alter table mail_outbox add column next_attempt_at timestamptz not null default now();
alter table mail_outbox add column sent_at timestamptz;
alter table mail_outbox add column last_error text;
alter table mail_outbox alter column subject drop not null;
alter table mail_outbox alter column text_body drop not null;
alter table mail_outbox alter column html_body drop not null;
create index mail_outbox_due on mail_outbox (next_attempt_at) where state in ('pending', 'sending')
`;
