import { lazyScreen, remotePreloader, RemoteRoutes, yieldToMain, type RemoteScreens } from '@join/ui';
import { registerNamespaces } from '@join/i18n';
import './app/invite.css';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust).
zodForStrictCsp();

// This remote's texts ship with its own build (docs/CONTRACTS.md i18n), so a deploy of the
// invite remote brings its words with it.
registerNamespaces(['invite', 'validation']);

// spec §2 Invited co-parent flow: the screen of each invite page in the route registry. One
// chunk per screen, so the welcome loads only the welcome.
const screens = {
  invite: lazyScreen(() =>
    import('./app/welcome/zod.chunk')
      .then((stage) => yieldToMain().then(stage.loadWelcomePage))
      .then((m) => m.WelcomePage),
  ),
  inviteStep1: lazyScreen(() => import('./app/step1/step1-page').then((m) => m.Step1Page)),
  invitePackages: lazyScreen(() => import('./app/packages/packages-page').then((m) => m.PackagesPage)),
  inviteChooseYourOwn: lazyScreen(() =>
    import('./app/choose-your-own/choose-your-own-page').then((m) => m.ChooseYourOwnPage),
  ),
  inviteBillingInfo: lazyScreen(() =>
    import('./app/billing-info/billing-info-page').then((m) => m.BillingInfoPage),
  ),
  inviteRequest: lazyScreen(() => import('./app/request/request-page').then((m) => m.RequestPage)),
  inviteConfirmEmail: lazyScreen(() =>
    import('./app/confirm-email/confirm-email-page').then((m) => m.ConfirmEmailPage),
  ),
} satisfies RemoteScreens<'invite'>;

/** The pages that usually follow each page: their chunks are fetched when the browser is idle. */
const next = {
  invite: ['inviteStep1'],
  inviteStep1: ['invitePackages', 'inviteBillingInfo'],
  invitePackages: ['inviteChooseYourOwn'],
} as const;

/** Fetches the screen of a path before the browser hydrates a server-rendered page (CONTRACTS#first-screen-from-the-server 4). */
export const preload = remotePreloader(screens);

// The invite remote's one exposed module: its routes, at the registry's full paths (docs/CONTRACTS.md).
export default function InviteRoutes() {
  return <RemoteRoutes remote="invite" screens={screens} next={next} />;
}
