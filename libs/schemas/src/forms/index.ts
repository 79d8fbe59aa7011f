// Form schemas (spec §5), shared by the screens and the join API.
//
// MESSAGE CONVENTION. Every zod issue message is a complete i18next key including its
// namespace: 'validation:required', 'validation:validPwdLength_error',
// 'validation:signup_firstName_error'. Translate with `t(issue.message)` (react-hook-form:
// `t(errors.email?.message ?? '')`); the explicit namespace means it works from any
// useTranslation('parent' | 'checkout' | ...). The texts live in
// libs/i18n/src/resources/{en,es}/validation.json, without the 'validation:' prefix.
// MESSAGES and VALIDATION_MESSAGE_KEYS list every key; proFieldErrorKey(field) gives the
// signup_{field}_error fallback for a professional-field error the server sends without text.
export * from './messages';
export * from './fields';
export * from './parent-step1';
export * from './coparent-step2';
export * from './speed-bump';
export * from './billing';
export * from './card-fields';
export * from './payment-method';
export * from './subscription-code';
export * from './consent';
export * from './credentials';
export * from './pro-fields';
export * from './pro-step1';
export * from './pro-step2';
export * from './pro-step3';
export * from './pro-signup';
export * from './invite-step1';
