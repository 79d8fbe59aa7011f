// spec §7 create or update the parent registration (with the referrer key header when a
// discount link set one). Its own chunk, fetched with the schema once the visitor pauses.
import { createRegistration, updateRegistration } from '@join/api-client';
import type { RegistrationState, StepOneValues } from '@join/state';
import { createBody, stepOneUpdateBody, type Segment } from '../flow/registration-payload';

export function sendStepOne(one: StepOneValues, state: RegistrationState, segment: Segment) {
  const opts = { referrerKey: state.referrerKey };
  return state.signupId && state.registrationKey
    ? updateRegistration(
        state.signupId,
        state.registrationKey,
        stepOneUpdateBody(one, state.parentDuplicateConfirmed, segment, state.prefilledName),
        opts,
      )
    : createRegistration(createBody(one, state.parentDuplicateConfirmed, segment, state.prefilledName), opts);
}
