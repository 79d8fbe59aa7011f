// spec §7 invited co-parent calls: registration update, new link, terms, opt-in (the context: invite-context-api.ts).
import {
  apiHeaders,
  apiPaths,
  emailConfirmationResponseSchema,
  inviteRegistrationResponseSchema,
  okBodySchema,
  requestLinkResponseSchema,
  userTermsSchema,
  type InviteRegistrationRequest,
} from '@join/schemas';
import { bearer, request } from './http';

/** Failures: kind 'inviteAuth' (status 112 -> /invite/request), kind 'expired' (403 -> /invite/step1). */
export function updateInviteRegistration(
  userId: string,
  inviteToken: string,
  body: InviteRegistrationRequest,
) {
  return request(apiPaths.inviteRegistration(userId), {
    method: 'PUT',
    body,
    headers: { [apiHeaders.inviteToken]: inviteToken },
    schema: inviteRegistrationResponseSchema,
  });
}

/** Failure carries bodyStatus 111 (spec §7). */
export function requestNewInviteLink(inviteToken: string) {
  return request(apiPaths.inviteRequestLink, {
    method: 'POST',
    body: {},
    headers: { [apiHeaders.inviteToken]: inviteToken },
    schema: requestLinkResponseSchema,
    statusKinds: { 401: 'notFound', 404: 'notFound' },
  });
}

/** Before the payment the invite token speaks for the user; after it (the invite token is then retired) the credentials token. */
export function markTermsAgreed(
  userId: string,
  inviteToken: string | null,
  credentialsToken?: string | null,
) {
  return request(apiPaths.inviteTermsAgreed(userId), {
    method: 'POST',
    body: {},
    headers: credentialsToken
      ? { authorization: bearer(credentialsToken) }
      : { [apiHeaders.inviteToken]: inviteToken ?? undefined },
    schema: okBodySchema,
  });
}

export function getUserTerms(userId: string, inviteToken: string | null, credentialsToken?: string | null) {
  const headers = credentialsToken
    ? { authorization: bearer(credentialsToken) }
    : { [apiHeaders.inviteToken]: inviteToken ?? undefined };
  return request(apiPaths.inviteTerms(userId), { headers, schema: userTermsSchema });
}

/** The link mailed to a new address: the change applies now. Failure 410: expired or already used. */
export function confirmEmailChange(token: string) {
  return request(apiPaths.emailConfirmation, {
    method: 'POST',
    body: { token },
    schema: emailConfirmationResponseSchema,
  });
}

/** Authorised by the invite token or by the credentials token after payment. */
export function setMarketingOptIn(
  userId: string,
  data: boolean,
  auth: { inviteToken?: string | null; credentialsToken?: string | null },
) {
  return request(apiPaths.marketingOptIn(userId), {
    method: 'PUT',
    body: { data },
    headers: { [apiHeaders.inviteToken]: auth.inviteToken, authorization: bearer(auth.credentialsToken) },
    schema: okBodySchema,
  });
}
