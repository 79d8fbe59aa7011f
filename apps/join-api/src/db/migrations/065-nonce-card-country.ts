// The sandbox keeps the issuing country of each tokenised card, as Braintree reports a nonce's
// binData.countryOfIssuance: whether a charge needs 3-D Secure rests on it, not on the request.
export const schema065 = `
alter table sandbox_nonces add column card_country text
`;
