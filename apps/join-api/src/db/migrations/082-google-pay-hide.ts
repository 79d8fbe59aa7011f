// spec §9 hide flags per package, with Google Pay beside Apple Pay: a package hides Google Pay
// where it hides Apple Pay (the same market restriction on the card wallets).
export const schema082 = `
update packages set hide = hide || jsonb_build_object('googlePay', coalesce((hide->>'applePay')::boolean, false))
`;
