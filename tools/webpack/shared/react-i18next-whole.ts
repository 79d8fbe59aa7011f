// The whole react-i18next, which the shell offers under the package's own share key for remotes
// built before the page shared the facade (shared/react-i18next.ts, under its own key): such a
// remote imports Trans from the shared module. Nothing in a current build imports this, so its
// chunk is fetched only when such a remote asks for it. It is the same module as the facade's in
// the shell's bundle, so the remote meets the shell's provider and i18next instance.
import i18next from 'i18next';
import { setI18n } from 'react-i18next-package';

setI18n(i18next);

export * from 'react-i18next-package';
