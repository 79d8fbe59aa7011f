// spec §2 /payment 'Both variants' and 'Old variant' redirects, §4 sign-up progress, §6 Parent
// A. One pure function decides where a visitor who opens /payment belongs.
import type { RegistrationState } from '@join/state';

export type GuardResult = { kind: 'stay' } | { kind: 'redirect'; to: string; state?: Record<string, unknown> };

export interface PaymentGuardInput {
  registration: Pick<RegistrationState, 'selectedPackage' | 'stepOneValues' | 'lastCompletedStep' | 'parentDuplicateConfirmed' | 'signupId' | 'registrationKey'>;
  /** The subscription is already current (it was paid in this tab). */
  subscriptionCurrent: boolean;
}

const stay: GuardResult = { kind: 'stay' };

export function paymentGuard({ registration, subscriptionCurrent }: PaymentGuardInput): GuardResult {
  if (subscriptionCurrent) return { kind: 'redirect', to: '/securityquestions' };
  const one = registration.stepOneValues;
  if (!registration.signupId || !registration.registrationKey) return { kind: 'redirect', to: '/step1' };
  if (!registration.selectedPackage) return { kind: 'redirect', to: '/step1' };
  if (!one?.countryCode || !one.email) return { kind: 'redirect', to: '/step1' };
  if (registration.parentDuplicateConfirmed) {
    return { kind: 'redirect', to: '/duplicate', state: { firstName: one.firstName, lastName: one.lastName, email: one.email } };
  }
  if (registration.lastCompletedStep < 3) return { kind: 'redirect', to: `/step${Math.max(1, registration.lastCompletedStep)}` };
  return stay;
}

/** spec §8 pricing failure: the message, then back to /step3. */
export const PRICING_FAILURE_ROUTE = '/step3';
