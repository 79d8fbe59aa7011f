// The whole react-i18next package under the name only tools/webpack/shared/react-i18next.ts
// imports (the federation build aliases it to the package's ES build).
declare module 'react-i18next-package' {
  export * from 'react-i18next';
}
