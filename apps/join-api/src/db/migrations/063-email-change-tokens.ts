// CONTRACTS#trust 5: an email change waits for the new address to confirm it. The pending address
// rides on a token of its own kind ('email_change'), stored hashed like every other token.
export const schema063 = `
alter table tokens drop constraint if exists tokens_kind_check;
alter table tokens add constraint tokens_kind_check check (kind in ('invite', 'credentials', 'session', 'click_to_join', 'support_chat', 'email_change'))
`;
