// Finish later, anywhere (docs/security.md Finish-later link): the link's token is a token of its
// own kind, stored hashed; a device that opens it gets a registration key of its own, kept as a
// hash beside the first one. The reminder is due at remind_at and sent once (reminder_sent_at).
export const schema081 = `
alter table tokens drop constraint if exists tokens_kind_check;
alter table tokens add constraint tokens_kind_check check (kind in ('invite', 'credentials', 'session', 'click_to_join', 'support_chat', 'email_change', 'finish_later'));
alter table registrations add column device_key_hashes jsonb not null default '[]'::jsonb;
alter table registrations add column resume_step text;
alter table registrations add column resume_draft jsonb;
alter table registrations add column mail_locale text;
alter table registrations add column finish_later_at timestamptz;
alter table registrations add column resumed_at timestamptz;
alter table registrations add column remind_at timestamptz;
alter table registrations add column reminder_sent_at timestamptz;
create index registrations_reminder_due on registrations (remind_at) where reminder_sent_at is null and remind_at is not null
`;
