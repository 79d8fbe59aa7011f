// Request and response schemas of every call of spec §7 (the join API's contract).
export * from './common';
export * from './address-body';
export * from './fields';
export * from './config';
export * from './registration';
export * from './coupon';
export * from './catalogue';
export * from './pricing';
export * from './payments';
export * from './invites';
export * from './accounts';
export * from './professional';
export * from './activation-codes';
export * from './dev';
export * from './paths';
export * from './web-vitals';
export * from './releases';
