// spec §2 /payment 'Both variants' and 'Old variant' redirects, §4 sign-up progress, §6 Parent
// A. One pure function decides where a visitor who opens /payment belongs. Progress below step
// 3 goes to the step after the last completed one, by the one rule of spec §4 (@join/routes):
// §2's '/step{n}, with 0 mapped to step1' read with §4 'the step after the last completed one'.
import { nextStepPath, ROUTES, SECURITY_QUESTIONS_PATH } from '@join/routes';
import type { RegistrationState } from '@join/state';

export type GuardResult =
  { kind: 'stay' } | { kind: 'redirect'; to: string; state?: Record<string, unknown> };

export interface PaymentGuardInput {
  registration: Pick<
    RegistrationState,
    | 'selectedPackage'
    | 'stepOneValues'
    | 'lastCompletedStep'
    | 'parentDuplicateConfirmed'
    | 'signupId'
    | 'registrationKey'
  >;
  /** The subscription is already current (it was paid in this tab). */
  subscriptionCurrent: boolean;
}

const stay: GuardResult = { kind: 'stay' };

export function paymentGuard({ registration, subscriptionCurrent }: PaymentGuardInput): GuardResult {
  if (subscriptionCurrent) return { kind: 'redirect', to: SECURITY_QUESTIONS_PATH };
  const one = registration.stepOneValues;
  if (!registration.signupId || !registration.registrationKey) return { kind: 'redirect', to: ROUTES.step1 };
  if (!registration.selectedPackage) return { kind: 'redirect', to: ROUTES.step1 };
  if (!one?.countryCode || !one.email) return { kind: 'redirect', to: ROUTES.step1 };
  if (registration.parentDuplicateConfirmed) {
    return {
      kind: 'redirect',
      to: ROUTES.duplicate,
      state: { firstName: one.firstName, lastName: one.lastName, email: one.email },
    };
  }
  if (registration.lastCompletedStep < 3)
    return { kind: 'redirect', to: nextStepPath(registration.lastCompletedStep) };
  return stay;
}

/** spec §8 pricing failure: the message, then back to /step3. */
export const PRICING_FAILURE_ROUTE = ROUTES.step3;
