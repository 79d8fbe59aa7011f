// React's binding of i18next as the page shares it. A shared package travels whole, and
// react-i18next's Trans brings an HTML parser (html-parse-stringify) that few screens use, so every
// app's `import ... from 'react-i18next'` resolves here (tools/webpack/federation.cjs) and the
// shared singleton holds the context, the hook and the provider only. A screen that renders Trans
// takes it from @join/ui, which bundles the parser-backed component into that app alone.
// tools/i18n-facade.spec.ts fails when an app imports a name that is not here.
import i18next from 'i18next';
import { setI18n } from 'react-i18next-package';

// A copy of the binding outside the shell's provider (a remote built apart from the live shell,
// whose share scope holds another copy) falls back to the page's one i18next instance.
setI18n(i18next);

export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
