// spec §7 parent registration create/update and available coupons.
import {
  apiHeaders,
  apiPaths,
  couponListResponseSchema,
  finishLaterResponseSchema,
  registrationResponseSchema,
  resumeResponseSchema,
  type FinishLaterRequest,
  type RegistrationCreateRequest,
  type RegistrationUpdateRequest,
} from '@join/schemas';
import { request } from './http';
import type { StatusKinds } from './classify';

/** spec §8: a 403 or 404 on a registration call means the session is gone (reset to /step1). */
const sessionKinds: StatusKinds = { 403: 'expired', 404: 'expired' };

export interface ReferrerOption {
  /** Optional referrer key for discounts (spec §7). */
  referrerKey?: string | null;
  signal?: AbortSignal;
}

export function createRegistration(body: RegistrationCreateRequest, opts: ReferrerOption = {}) {
  return request(apiPaths.registrations, {
    method: 'POST',
    body,
    headers: { [apiHeaders.referrerKey]: opts.referrerKey },
    schema: registrationResponseSchema,
    signal: opts.signal,
  });
}

export function updateRegistration(
  signupId: string,
  registrationKey: string,
  body: RegistrationUpdateRequest,
  opts: ReferrerOption = {},
) {
  return request(apiPaths.registration(signupId), {
    method: 'PUT',
    body,
    headers: { [apiHeaders.registrationKey]: registrationKey, [apiHeaders.referrerKey]: opts.referrerKey },
    schema: registrationResponseSchema,
    statusKinds: sessionKinds,
    signal: opts.signal,
  });
}

export function getAvailableCoupons(signupId: string, registrationKey: string) {
  return request(apiPaths.registrationCoupons(signupId), {
    headers: { [apiHeaders.registrationKey]: registrationKey },
    schema: couponListResponseSchema,
    statusKinds: sessionKinds,
  });
}

export { sessionKinds };

/** Finish later: mails the parent a link that reopens this registration on any device. */
export function mailFinishLaterLink(signupId: string, registrationKey: string, body: FinishLaterRequest) {
  return request(apiPaths.registrationFinishLater(signupId), {
    method: 'POST',
    body,
    headers: { [apiHeaders.registrationKey]: registrationKey },
    schema: finishLaterResponseSchema,
    statusKinds: sessionKinds,
  });
}

/** The finish-later link's token opens the registration on this device; 410 when the link is over. */
export function resumeRegistration(token: string) {
  return request(apiPaths.registrationResume, {
    method: 'POST',
    body: { token },
    schema: resumeResponseSchema,
    statusKinds: { 410: 'expired' },
  });
}
