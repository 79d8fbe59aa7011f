import { registerNamespaces } from '@join/i18n';
import { RemoteRoutes } from '@join/ui';
import { ProSignupPage } from './app/wizard/pro-signup-page';
import './app/pro-signup.css';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust).
zodForStrictCsp();

// This remote's texts ship with its own build (libs/i18n lazy-loading), so a deploy of this
// remote alone brings its new words with it.
registerNamespaces(['pro', 'validation']);

// The professional sign-up remote's one exposed module (docs/CONTRACTS.md).
export default function ProSignupRoutes() {
  return <RemoteRoutes remote="proSignup" screens={{ pro: ProSignupPage }} />;
}
