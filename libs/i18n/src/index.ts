// i18next set-up and the English/Spanish resources (docs/CONTRACTS.md i18n). No React here.
export * from './resources';
export * from './create-i18n';
export * from './detect-language';
export * from './lazy-loading';
export * from './server-text';
