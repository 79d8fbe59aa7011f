// spec §2 Review step: 'Shows Email with a Change link (to /step1, /invite/step1 or /step1/parentb)'.
// The spec names three targets but not who gets which. Our reading (CONTRACTS#a-sign-up-people-finish): the target is the
// screen that owns the payer's email.
// - Parent A signing up: /step1 (the parent form).
// - Parent B in the invite flow who has no account yet (requireCredentials): /invite/step1, the
//   contact form of the invite, which still sets the email of the account to be.
// - Parent B who already has an account (a username is set, so requireCredentials is false, e.g.
//   a co-parent buying again after a lapsed plan): /step1/parentb. The email belongs to an
//   existing account there, so it is changed where the account's owner details live; /step1/parentb
//   is one of spec §2's prefix matches, which the shell hands to the account billing page.
import { ROUTES } from '@join/routes';

export const PARENT_B_DETAILS = '/step1/parentb';

export function changeEmailRoute(
  mode: 'parent' | 'invite',
  invite?: { requireCredentials: boolean } | null,
): string {
  if (mode === 'parent') return ROUTES.step1;
  return invite && !invite.requireCredentials ? PARENT_B_DETAILS : ROUTES.inviteStep1;
}
