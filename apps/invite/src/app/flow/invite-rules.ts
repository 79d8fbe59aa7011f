// spec §2 Invited co-parent flow, §6 Invited parent: where each invite screen sends the
// visitor. Pure functions, the one source of truth the screens consult (CONVENTIONS.md).
import type { FailureKind } from '@join/api-client';
import { ROUTES } from '@join/routes';

/** What the rules need to know about the invite (a subset of the API's invite context). */
export interface InviteFacts {
  isSubscriptionCurrent: boolean;
  billingAddressComplete: boolean;
  requireCredentials: boolean;
  userCreatedByPro: boolean;
}

export interface InviteLink {
  inviteToken: string | null | undefined;
  userId: string | null | undefined;
}

/** A place inside the router base, or the legacy home page outside it. */
export type InviteTarget =
  | typeof ROUTES.invite
  | typeof ROUTES.inviteStep1
  | typeof ROUTES.invitePackages
  | typeof ROUTES.inviteChooseYourOwn
  | typeof ROUTES.inviteBillingInfo
  | typeof ROUTES.invitePayment
  | typeof ROUTES.inviteCredentials
  | typeof ROUTES.inviteRequest
  | 'legacyHome';

export function hasInviteLink(link: InviteLink): boolean {
  return !!link.inviteToken?.trim() && !!link.userId?.trim();
}

/**
 * The link's own parameters win over what this tab remembers, so a newer link from the mailbox
 * replaces an older one; without parameters a visitor coming back to /invite keeps the invite.
 * The token comes in the fragment (#inviteToken=…, CONTRACTS#trust 3: never sent to a server); an old
 * link's query string is still read.
 */
export function resolveInviteLink(query: URLSearchParams, stored: InviteLink, fragment = ''): InviteLink {
  const inFragment = new URLSearchParams(fragment.replace(/^#/, '')).get('inviteToken');
  const fromQuery = { inviteToken: inFragment || query.get('inviteToken'), userId: query.get('userId') };
  // The same invite without its token: the token already left the address bar for this tab.
  if (!fromQuery.inviteToken && fromQuery.userId && fromQuery.userId === stored.userId) return stored;
  if (fromQuery.inviteToken || fromQuery.userId) return fromQuery;
  return stored;
}

/** spec §6: current subscriptions and those a professional created are not paid for by B. */
export function skipsPayment(facts: InviteFacts): boolean {
  return facts.isSubscriptionCurrent || facts.userCreatedByPro;
}

/**
 * Where a visitor who skips payment goes once their details are in: the credentials screen
 * when the account still needs a username and password, else there is nothing left to do here.
 */
export function afterPaymentSkipped(facts: InviteFacts): typeof ROUTES.inviteCredentials | 'legacyHome' {
  return facts.requireCredentials ? ROUTES.inviteCredentials : 'legacyHome';
}

export type WelcomeDecision =
  | { kind: 'noInvite' }
  | { kind: 'load' }
  | { kind: 'redirect'; to: typeof ROUTES.inviteCredentials }
  | { kind: 'show' };

/**
 * /invite: no token or user id -> the "we weren't able to find your invitation" page, whose main
 * action is the legacy home page; current subscription, billing complete and credentials
 * required -> /invite/credentials; otherwise the welcome (once the context is in).
 *
 * Spec §2 says /invite without a token "goes to the legacy home page"; trying it with visitors found that a
 * visitor with a broken link was taken there silently and wanted the "we weren't able" page.
 * Decision: the page explains (as spec §2 /invite/request does for the same missing token) and
 * its one button goes to the legacy home page, so /invite still leads there, one click later
 * and with the reason said.
 */
export function welcomeDecision(link: InviteLink, facts: InviteFacts | null): WelcomeDecision {
  if (!hasInviteLink(link)) return { kind: 'noInvite' };
  if (!facts) return { kind: 'load' };
  if (facts.isSubscriptionCurrent && facts.billingAddressComplete && facts.requireCredentials)
    return { kind: 'redirect', to: ROUTES.inviteCredentials };
  return { kind: 'show' };
}

/**
 * When the invite context cannot be read: an invite that is over (credentials set, or paid;
 * CONTRACTS#trust 5) leads to the login; any other token the server refuses (112, 403, unknown or
 * expired) means the visitor needs a new link; a network or server failure is worth a retry.
 */
export function contextFailureTarget(
  failure: FailureKind | { kind: FailureKind; message?: string },
): typeof ROUTES.inviteRequest | 'retry' | 'login' {
  const { kind, message } = typeof failure === 'string' ? { kind: failure, message: undefined } : failure;
  if (kind === 'inviteAuth' && message === INVITE_USED) return 'login';
  return kind === 'network' || kind === 'server' ? 'retry' : ROUTES.inviteRequest;
}

/** The server's message for an invite token that is over. */
export const INVITE_USED = 'invite.used';

/**
 * The address bar without the invite's token (and the user id that goes with it): once the
 * token is kept for the tab, it leaves the bar, its history entry, and any screenshot.
 */
export function addressWithoutInvite(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('inviteToken');
  query.delete('userId');
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/** spec §2 /invite/step1 after a successful save. */
export function step1Next(facts: InviteFacts): InviteTarget {
  if (facts.isSubscriptionCurrent && !facts.billingAddressComplete) return ROUTES.inviteBillingInfo;
  if (skipsPayment(facts)) return afterPaymentSkipped(facts);
  return ROUTES.invitePackages;
}

export type Step1FailureDecision =
  | { kind: 'redirect'; to: typeof ROUTES.inviteRequest }
  | { kind: 'login' }
  | { kind: 'reset' }
  | { kind: 'fields' }
  | { kind: 'error' };

/**
 * spec §7/§8 invited-parent registration update: status 112 or 'auth.fail.message' -> the
 * new-link page; 403 resets and returns to /invite/step1; validationErrors stay on the form.
 */
export function step1Failure(failure: {
  kind: FailureKind;
  status?: number;
  fieldErrors?: unknown[];
  message?: string;
}): Step1FailureDecision {
  // An invite that ended meanwhile (paid or credentials set in another tab): the login, as on arrival.
  if (contextFailureTarget(failure) === 'login') return { kind: 'login' };
  if (failure.kind === 'inviteAuth') return { kind: 'redirect', to: ROUTES.inviteRequest };
  if (failure.status === 403 || failure.kind === 'expired') return { kind: 'reset' };
  if ((failure.kind === 'validation' || failure.kind === 'duplicate') && failure.fieldErrors?.length)
    return { kind: 'fields' };
  return { kind: 'error' };
}

/** The screens after step 1 need the invite and a saved step 1. */
export function laterStepGuard(link: InviteLink, lastCompletedStep: number): InviteTarget | null {
  if (!hasInviteLink(link)) return ROUTES.invite;
  if (lastCompletedStep < 1) return ROUTES.inviteStep1;
  return null;
}

/**
 * /invite/packages and /invite/choose-your-own for someone who skips payment: spec §2 'back
 * goes to /invite/credentials or /invite/step1' — step 1 first if it is not saved yet.
 */
export function packagesGuard(
  link: InviteLink,
  lastCompletedStep: number,
  facts: InviteFacts | null,
): InviteTarget | null {
  const guard = laterStepGuard(link, lastCompletedStep);
  if (guard) return guard;
  if (facts && skipsPayment(facts)) return afterPaymentSkipped(facts);
  return null;
}

/** /invite/billing-info is only for a paid subscription whose address is incomplete. */
export function billingInfoGuard(
  link: InviteLink,
  lastCompletedStep: number,
  facts: InviteFacts | null,
): InviteTarget | null {
  const guard = laterStepGuard(link, lastCompletedStep);
  if (guard) return guard;
  if (facts && !(facts.isSubscriptionCurrent && !facts.billingAddressComplete)) return step1Next(facts);
  return null;
}

/** A build-your-own package is put together first; any other goes straight to payment. */
export function packageNext(pkg: {
  buildYourOwn: boolean;
}): typeof ROUTES.inviteChooseYourOwn | typeof ROUTES.invitePayment {
  return pkg.buildYourOwn ? ROUTES.inviteChooseYourOwn : ROUTES.invitePayment;
}

/** i18next language for the invite's locale ('es_MX' -> 'es'); English for anything else. */
export function languageForLocale(locale: string | null | undefined): 'en' | 'es' {
  return (locale ?? '').toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** spec §9: the three-question FAQ shows only for locale es_MX. */
export function showsFaq(locale: string | null | undefined): boolean {
  return locale === 'es_MX';
}
