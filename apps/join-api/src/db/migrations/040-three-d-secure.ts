// spec §7 ("for GB an extra server-side step exists", flag UKPayment): 3-D Secure 2.
// A payment row records the 3-D Secure result of the nonce it charged or refused (status and
// liability shift), so an operator can tell an authenticated GB charge from one that was not.
// The sandbox keeps, per tokenised card, how its 3-D Secure lookup behaves (Braintree's 3DS2
// test cards: frictionless, challenge, failure) and the result of the verification.
export const schema040 = `
alter table payments add column three_ds_status text;
alter table payments add column three_ds_liability_shifted boolean;
alter table payments add column three_ds_liability_shift_possible boolean;
alter table sandbox_nonces add column three_ds_profile text;
alter table sandbox_nonces add column three_ds jsonb
`;
